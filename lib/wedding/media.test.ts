import { isDirectLink, isGalleryFallbackFile, isGuestPhotoFile, isSafeFolderName, isVideo, sharedPathProblem } from './media';

describe('video or image (spec §5)', () => {
  it.each(['story/2020-home.mp4', 'clip.MP4', 'https://cdn.example/v.mp4?token=abc', 'a.b.mp4'])('treats %p as video', (name) => {
    expect(isVideo(name)).toBe(true);
  });

  it.each(['photo.jpg', 'movie.mov', 'clip.webm', 'mp4', 'mp4.jpg', 'video.mp4.jpg', 'clip.mp4x', ''])('treats %p as an image', (name) => {
    expect(isVideo(name)).toBe(false);
  });
});

describe('guest photo files (spec §5)', () => {
  it.each(['a.jpg', 'a.jpeg', 'a.png', 'a.webp', 'a.gif', 'A.JPG', 'b.JpEg', 'c.PNG', 'd.WebP', 'e.GIF'])('accepts %p', (name) => {
    expect(isGuestPhotoFile(name)).toBe(true);
  });

  it.each(['notes.txt', 'clip.mp4', 'image.svg', 'photo.heic', 'photo.bmp', 'jpg', '.emptyFolderPlaceholder', 'photo.jpg.zip', ''])(
    'refuses %p',
    (name) => {
      expect(isGuestPhotoFile(name)).toBe(false);
    },
  );
});

describe('the gallery fallback files', () => {
  it('leaves out the file named venue.jpg', () => {
    expect(isGalleryFallbackFile('venue.jpg')).toBe(false);
  });

  it('keeps every other image, including names that merely contain venue', () => {
    expect(isGalleryFallbackFile('hero-couple.jpg')).toBe(true);
    expect(isGalleryFallbackFile('venue-2.jpg')).toBe(true);
    expect(isGalleryFallbackFile('old-venue.jpg')).toBe(true);
  });

  it('leaves out files that are not images', () => {
    expect(isGalleryFallbackFile('README.txt')).toBe(false);
    expect(isGalleryFallbackFile('teaser.mp4')).toBe(false);
  });
});

describe('links the browser can load as they are', () => {
  it.each(['https://cdn.example/a.jpg', 'http://cdn.example/a.jpg', 'HTTPS://CDN.EXAMPLE/A.JPG', '//cdn.example/a.jpg', '/images/placeholder.svg', 'data:image/png;base64,AAAA'])(
    'passes %p through',
    (path) => {
      expect(isDirectLink(path)).toBe(true);
    },
  );

  it.each(['gallery/hero-couple.jpg', 'story/2020-home.mp4', 'guest-photos/x/1.jpg', 'https:/broken', 'ftp://files.example/a.jpg'])(
    'treats %p as a stored path',
    (path) => {
      expect(isDirectLink(path)).toBe(false);
    },
  );
});

describe('what shared content (story, gallery, hero) may name', () => {
  it.each(['gallery/hero-couple.jpg', 'story/2020-home.mp4', 'gallery/first dance #1.jpg', 'story/2019/tram.jpg', '/images/sample/story-1.jpg', '/images/hero-fallback.jpg', '/media/gallery/a.jpg'])(
    'allows %p',
    (path) => {
      expect(sharedPathProblem(path)).toBeNull();
    },
  );

  it.each([
    'https://evil.example/track.gif',
    'HTTP://EVIL.EXAMPLE/t.gif',
    '//evil.example/t.gif',
    '/\\evil.example/t.gif',
    '\\\\evil.example/t.gif',
    ' https://evil.example/t.gif',
    'ht\ttps://evil.example/t.gif',
    'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    'javascript:alert(1)',
    'blob:https://evil.example/1',
  ])("refuses %p as another site's address", (path) => {
    expect(sharedPathProblem(path)).toBe('another site');
  });

  it.each([
    'guest-photos/aa65baed-fb2b-4053-ba70-853b127d1f88/dance-1.jpg',
    'Guest-Photos/tom/a.jpg',
    'GUEST-PHOTOS/tom/a.jpg',
    'guest-photo\u017f/tom/a.jpg',
    'photos/a.jpg',
    'gallery',
    '/media/guest-photos/tom/a.jpg',
    '/media/Guest-Photos/tom/a.jpg',
    '/media/extras/menu.jpg',
    '/guest-photos/tom/a.jpg',
  ])("refuses %p as outside the shared folders", (path) => {
    expect(sharedPathProblem(path)).toBe('outside');
  });

  it.each([
    './guest-photos/tom/a.jpg',
    'gallery/../guest-photos/tom/a.jpg',
    'a/../guest-photos/tom/a.jpg',
    'gallery//a.jpg',
    'gallery/%2e%2e/guest-photos/tom/a.jpg',
    'guest%2Dphotos/tom/a.jpg',
    'gallery/..%2Fguest-photos/tom/a.jpg',
    'gallery\\..\\guest-photos\\tom\\a.jpg',
    'gallery/a.jpg\0',
    '/images/../media/guest-photos/tom/a.jpg',
    '/images/a.jpg?v=1',
    '/guest-photo?src=x',
    '/',
    '',
  ])('refuses %p as not plainly spelled', (path) => {
    expect(sharedPathProblem(path)).toBe('not plain');
  });
});

describe('guest photo folder names', () => {
  it.each(['tom-nguyen-7f3k', 'aa65baed-fb2b-4053-ba70-853b127d1f88', 'Maggie Ellis', 'a.b', 'x'.repeat(200)])('accepts %p', (dir) => {
    expect(isSafeFolderName(dir)).toBe(true);
  });

  it.each(['', '.', '..', '../gallery', 'a/b', 'a\\b', 'a\0b', '/etc', 'x'.repeat(201)])('refuses %p', (dir) => {
    expect(isSafeFolderName(dir)).toBe(false);
  });
});
