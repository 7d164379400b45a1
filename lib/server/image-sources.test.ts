import { imageSourceProblem, isGuestStorageLink, storageImageSources } from './image-sources';

describe('storageImageSources', () => {
  it('allows the signed object and rendered-image URLs of the project bucket', () => {
    const { patterns, loopback } = storageImageSources('https://abcd.supabase.co', 'wedding-photos');
    expect(patterns).toEqual([
      { protocol: 'https', hostname: 'abcd.supabase.co', port: '', pathname: '/storage/v1/object/sign/wedding-photos/**' },
      { protocol: 'https', hostname: 'abcd.supabase.co', port: '', pathname: '/storage/v1/render/image/sign/wedding-photos/**' },
    ]);
    expect(loopback).toBe(false);
  });

  it('keeps a local project’s port and marks it as a loopback address', () => {
    const { patterns, loopback } = storageImageSources('http://127.0.0.1:54321/', 'wedding-photos');
    expect(patterns[0]).toEqual({ protocol: 'http', hostname: '127.0.0.1', port: '54321', pathname: '/storage/v1/object/sign/wedding-photos/**' });
    expect(loopback).toBe(true);
  });

  it('allows nothing when no backend (or no URL) is configured', () => {
    expect(storageImageSources(undefined, 'wedding-photos').patterns).toEqual([]);
    expect(storageImageSources('', 'wedding-photos').patterns).toEqual([]);
    expect(storageImageSources('not a url', 'wedding-photos').patterns).toEqual([]);
    expect(storageImageSources('ftp://x.example', 'wedding-photos').patterns).toEqual([]);
  });
});

describe('imageSourceProblem: what the optimiser may take', () => {
  const SUPABASE = 'https://abcd.supabase.co';
  const problem = (source: string | null) => imageSourceProblem(source, SUPABASE, 'wedding-photos');
  const signed = (path: string, query = '?token=abc.def.ghi') => `${SUPABASE}/storage/v1/object/sign/wedding-photos/${path}${query}`;

  it.each(['/images/hero-fallback.jpg', '/media/gallery/hero-couple.jpg', '/media/gallery/Praia%20do%20Norte%20%C3%A0%20noite.jpg', signed('gallery/hero-couple.jpg'), signed('story/a.jpg').replace('/object/', '/render/image/')])(
    'takes %s',
    (source) => expect(problem(source)).toBeNull(),
  );

  it.each([
    ['a made-up query on a site image', '/images/hero-fallback.jpg?n=1'],
    ['a guest photo', '/media/guest-photos/tom/a.png'],
    ['a guest photo behind an encoded slash', '/media/guest-photos%2Ftom/a.png'],
    ['a guest photo behind a double encoding', '/media/guest-photos%252Ftom%252Fa.png'],
    ['a guest photo in upper case', '/media/GUEST-PHOTOS/tom/a.png'],
    ['a guest photo through another folder', '/media/gallery/..%2Fguest-photos/tom/a.png'],
    ['a signed guest photo of the bucket', signed('guest-photos/tom/a.png')],
    ['a signed link with a made-up parameter', signed('gallery/a.jpg', '?token=abc&n=1')],
    ['a link of another host', 'https://elsewhere.example/storage/v1/object/sign/wedding-photos/gallery/a.jpg?token=x'],
    ['another bucket', signed('x.jpg').replace('wedding-photos', 'other-bucket')],
    ['a page of the site', '/api/opened'],
    ['dot segments', '/images/../media/x.jpg'],
    ['nothing', null],
    ['an endless encoding', '%25252525252525252525'],
    ['a letter encoded twice', '/images/venue-fallbac%256B.jpg'],
    ['a letter encoded once', '/images/venue-fallbac%6B.jpg'],
    ['an encoded first letter', '/images/%2576enue-fallback.jpg'],
    ['an encoded dot', '/media/gallery/hero-couple%252Ejpg'],
    ['a signed link encoded twice', signed('gallery/hero-couple%252Ejpg')],
    ['a local folder that is not public', '/media/extras/menu.jpg'],
    ['another name of the private folder', '/media/guest-photo%C5%BF/tom/a.png'],
  ])('refuses %s', (_, source) => expect(problem(source)).not.toBeNull());
});

describe('isGuestStorageLink: a guest photo the private route may fetch', () => {
  const SUPABASE = 'https://abcd.supabase.co';
  const link = (path: string, query = '?token=abc.def.ghi') => `${SUPABASE}/storage/v1/object/sign/wedding-photos/${path}${query}`;
  const check = (source: string) => isGuestStorageLink(source, SUPABASE, 'wedding-photos');

  it('takes a plainly spelled signed link of one guest folder', () => {
    expect(check(link('guest-photos/ana-kowalska/1.jpg'))).toBe(true);
    expect(check(link('guest-photos/ana-kowalska/1.jpg').replace('/object/', '/render/image/'))).toBe(true);
  });

  it.each([
    link('gallery/a.jpg'),
    link('guest-photos/ana/sub/1.jpg'),
    link('guest-photos%2Fana/1.jpg'),
    link('guest-photos/ana/..%2F..%2Fgallery/a.jpg'),
    link('guest-photos/ana/1.jpg', '?token=a&x=1'),
    link('guest-photos/ana/1.jpg', ''),
    'https://elsewhere.example/storage/v1/object/sign/wedding-photos/guest-photos/ana/1.jpg?token=a',
    '/media/guest-photos/ana/1.jpg',
  ])('refuses %s', (source) => expect(check(source)).toBe(false));
});
