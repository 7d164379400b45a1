import { guestFolderIn, invitationIdIn, invitePath, isGuestPhotoLink, isPublicMediaPath, isPublicPath, isSignedStorageUrl, mediaPath, mediaSegments, signedPathPattern } from './routes';

const ID = '3f0d7a52-9c1e-4b8a-a6d2-1e5b7c9d0f21';

describe('invitation paths', () => {
  it('reads back the id of the path it makes, and nothing else', () => {
    expect(invitationIdIn(invitePath(ID))).toBe(ID);
    expect(invitationIdIn(`${invitePath(ID)}/`)).toBe(ID);
    expect(invitationIdIn(`${invitePath(ID)}/manifest.webmanifest`)).toBeUndefined();
    expect(invitationIdIn(`${invitePath(ID)}/photos`)).toBe(ID);
    expect(invitationIdIn(`${invitePath(ID)}/photos/0123abcd/photo.jpg`)).toBeUndefined();
    expect(invitationIdIn(`${invitePath(ID)}/uploads`)).toBeUndefined();
    expect(invitationIdIn('/media/gallery/a.jpg')).toBeUndefined();
  });
});

describe('media paths', () => {
  it('encodes each segment and reads them back', () => {
    expect(mediaPath('gallery/first dance #1.jpg')).toBe('/media/gallery/first%20dance%20%231.jpg');
    expect(mediaSegments(mediaPath('guest-photos/tom/a b.png'))).toEqual(['guest-photos', 'tom', 'a b.png']);
  });

  it('knows the folders anyone may read', () => {
    expect(isPublicPath('gallery/a.jpg')).toBe(true);
    expect(isPublicPath('story/a.mp4')).toBe(true);
    expect(isPublicPath('guest-photos/tom/a.jpg')).toBe(false);
    expect(isPublicMediaPath('/media/story/a.jpg')).toBe(true);
    expect(isPublicMediaPath('/media/guest-photos/tom/a.jpg')).toBe(false);
  });
});

describe("a guest's own photo links", () => {
  it.each([
    '/media/guest-photos/tom/a.jpg?expires=1&sig=x',
    'https://abcd.supabase.co/storage/v1/object/sign/wedding-photos/guest-photos/tom/a.jpg?token=x',
    'https://abcd.supabase.co/storage/v1/render/image/sign/wedding-photos/Guest-Photos/tom/a.jpg?token=x',
  ])('knows %s', (url) => {
    expect(isGuestPhotoLink(url)).toBe(true);
    expect(guestFolderIn(url)).toBe('tom');
  });

  it.each(['/media/gallery/a.jpg', 'https://abcd.supabase.co/storage/v1/object/sign/wedding-photos/gallery/a.jpg?token=x'])('leaves %s alone', (url) => {
    expect(isGuestPhotoLink(url)).toBe(false);
    expect(guestFolderIn(url)).toBe('');
  });

  it('matches a signed path of one guest photo exactly', () => {
    expect(signedPathPattern('wedding-photos', true).test('object/sign/wedding-photos/guest-photos/tom/a.jpg')).toBe(true);
    expect(signedPathPattern('wedding-photos', true).test('object/sign/wedding-photos/guest-photos/tom/x/a.jpg')).toBe(false);
    expect(signedPathPattern('wedding-photos').test('render/image/sign/wedding-photos/gallery/a.jpg')).toBe(true);
  });
});

describe('isSignedStorageUrl', () => {
  it.each([
    'https://abcd.supabase.co/storage/v1/object/sign/wedding-photos/gallery/hero.jpg?token=x',
    'https://abcd.supabase.co/storage/v1/render/image/sign/wedding-photos/gallery/hero.jpg?token=x',
    'http://127.0.0.1:54321/storage/v1/object/sign/wedding-photos/a.jpg?token=x',
  ])('knows the bucket’s signed URL %s', (url) => {
    expect(isSignedStorageUrl(url)).toBe(true);
  });

  it.each(['https://photos.example/a.jpg', '/media/gallery/a.jpg', 'https://abcd.supabase.co/storage/v1/object/public/wedding-photos/a.jpg'])(
    'leaves %s alone',
    (url) => {
      expect(isSignedStorageUrl(url)).toBe(false);
    },
  );
});
