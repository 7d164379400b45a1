import { mkdtemp, mkdir, open, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signMediaUrl } from '@/lib/server/media-signing';
import { siteSecret } from '@/lib/server/site-secret';

/**
 * The content folder's media route as Next hands it a request: segments already decoded, so a
 * segment may carry what was a '%2F' in the address. Judged on the resolved path only.
 */

const SECRET = 'a-secret-for-the-media-tests-0123456789';
let dir: string;
let serveContentMedia: typeof import('./media-files').serveContentMedia;
let resolveMediaFile: typeof import('@/lib/data/content-files').resolveMediaFile;
let outside: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-files-'));
  for (const file of ['gallery/hero-couple.jpg', 'guest-photos/tom-nguyen-7f3k/road-trip.png']) {
    await mkdir(path.dirname(path.join(dir, 'media', file)), { recursive: true });
    await writeFile(path.join(dir, 'media', file), `bytes of ${file}`);
  }
  // Another name for the private folder, as a case-folding disk (guest-photoſ) or a short name would give one.
  await symlink(path.join(dir, 'media', 'guest-photos'), path.join(dir, 'media', 'guest-photo\u017f'));
  await mkdir(path.join(dir, 'media', 'extras'));
  await writeFile(path.join(dir, 'media', 'extras', 'menu.jpg'), 'bytes of the menu');
  // Links a copied folder may hold: out of the content folder, into a guest's folder, within the gallery.
  outside = await mkdtemp(path.join(tmpdir(), 'media-outside-'));
  await writeFile(path.join(outside, 'secret.jpg'), 'bytes of a file elsewhere on the server');
  await symlink('/etc/passwd', path.join(dir, 'media', 'gallery', 'leak.jpg'));
  await symlink(path.join(outside, 'secret.jpg'), path.join(dir, 'media', 'gallery', 'elsewhere.jpg'));
  await symlink('../guest-photos/tom-nguyen-7f3k/road-trip.png', path.join(dir, 'media', 'gallery', 'tom.png'));
  await mkdir(path.join(dir, 'media', 'story'), { recursive: true });
  await writeFile(path.join(dir, 'media', 'story', '2019-tram.jpg'), 'bytes of story/2019-tram.jpg');
  await symlink('../story/2019-tram.jpg', path.join(dir, 'media', 'gallery', 'tram.jpg'));
  await symlink('hero-couple.jpg', path.join(dir, 'media', 'gallery', 'us.jpg'));
  Object.assign(process.env, { CONTENT_DIR: dir, SITE_SECRET: SECRET, SUPABASE_URL: '', SUPABASE_ANON_KEY: '' });
  ({ serveContentMedia } = await import('./media-files'));
  ({ resolveMediaFile } = await import('@/lib/data/content-files'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

const PHOTO = '/media/guest-photos/tom-nguyen-7f3k/road-trip.png';
const signed = () => new URL(signMediaUrl(siteSecret(SECRET), PHOTO, 3600), 'http://site.invalid').searchParams;

describe('which file a request may have', () => {
  it('serves a shared photo to anyone, publicly cacheable', async () => {
    const response = await serveContentMedia(['gallery', 'hero-couple.jpg']);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
    expect(await response.text()).toBe('bytes of gallery/hero-couple.jpg');
  });

  it("serves a guest's photo through its signed link only, privately", async () => {
    const response = await serveContentMedia(['guest-photos', 'tom-nguyen-7f3k', 'road-trip.png'], null, signed());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect((await serveContentMedia(['guest-photos', 'tom-nguyen-7f3k', 'road-trip.png'])).status).toBe(404);
  });

  it.each([
    ['an encoded slash', ['guest-photos/tom-nguyen-7f3k', 'road-trip.png']],
    ['encoded slashes throughout', ['guest-photos/tom-nguyen-7f3k/road-trip.png']],
    ['.. through another folder', ['gallery', '../guest-photos', 'tom-nguyen-7f3k', 'road-trip.png']],
    ['a bare ..', ['gallery', '..', 'guest-photos', 'tom-nguyen-7f3k', 'road-trip.png']],
    ['a dot segment', ['.', 'guest-photos', 'tom-nguyen-7f3k', 'road-trip.png']],
    ['a backslash', ['guest-photos\\tom-nguyen-7f3k\\road-trip.png']],
    ['a NUL', ['guest-photos', 'tom-nguyen-7f3k', 'road-trip.png\0.jpg']],
    ['upper case', ['GUEST-PHOTOS', 'tom-nguyen-7f3k', 'road-trip.png']],
    ['an empty segment', ['', 'guest-photos', 'tom-nguyen-7f3k', 'road-trip.png']],
  ])('refuses %s, signed or not', async (_, segments) => {
    expect(resolveMediaFile(segments, new URLSearchParams())).toBeNull();
    expect(resolveMediaFile(segments, signed())).toBeNull();
    expect((await serveContentMedia(segments, null, signed())).status).toBe(404);
  });

  it('serves only the public folders without a signature: another name of the private one, or any other folder, needs one', async () => {
    for (const segments of [['guest-photo\u017f', 'tom-nguyen-7f3k', 'road-trip.png'], ['extras', 'menu.jpg']]) {
      expect(resolveMediaFile(segments, new URLSearchParams())).toBeNull();
      expect((await serveContentMedia(segments)).status).toBe(404);
    }
    expect((await serveContentMedia(['gallery', 'hero-couple.jpg'])).status).toBe(200);
  });

  it('refuses anything that leaves the media folder or is not a media file', () => {
    expect(resolveMediaFile(['..', 'wedding.json'], new URLSearchParams())).toBeNull();
    expect(resolveMediaFile(['gallery', 'notes.txt'], new URLSearchParams())).toBeNull();
  });
});

describe('links inside media/ (judged where they lead)', () => {
  it.each([
    ['a link to /etc/passwd', 'leak.jpg'],
    ['a link to a photo outside the content folder', 'elsewhere.jpg'],
    ["a link into a guest's folder", 'tom.png'],
    ['a link into another shared folder', 'tram.jpg'],
  ])('answers 404 for %s, signed or not', async (_, name) => {
    const segments = ['gallery', name];
    const mediaPath = `/media/gallery/${name}`;
    const signedForIt = new URL(signMediaUrl(siteSecret(SECRET), mediaPath, 3600), 'http://site.invalid').searchParams;
    expect((await serveContentMedia(segments)).status).toBe(404);
    expect((await serveContentMedia(segments, null, signedForIt)).status).toBe(404);
    expect((await serveContentMedia(segments, 'bytes=0-3')).status).toBe(404);
    expect(resolveMediaFile(segments, signedForIt)).toBeNull();
  });

  it('serves a link that stays in the same public folder, as the file it leads to', async () => {
    const response = await serveContentMedia(['gallery', 'us.jpg']);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('bytes of gallery/hero-couple.jpg');
  });

  it('gives every reader of media/ the same answer: the pixel check, the private resizer and the local source read nothing outside', async () => {
    const { pixelProblem } = await import('@/lib/data/image-pixels');
    const { readGuestPhoto } = await import('@/lib/data/guest-photo-source');
    const { createLocalSource } = await import('@/lib/data/local');
    const local = createLocalSource(dir);
    for (const name of ['leak.jpg', 'elsewhere.jpg', 'tom.png', 'tram.jpg']) {
      const signedLink = signMediaUrl(siteSecret(SECRET), `/media/gallery/${name}`, 3600);
      await expect(readGuestPhoto(signedLink, Date.now())).resolves.toBeNull();
      await expect(local.readPhoto(`gallery/${name}`)).rejects.toThrow();
      // Not judged (nothing there for it), so the optimiser asks /media, which answers 404.
      await expect(pixelProblem(`/media/gallery/${name}`)).resolves.toBeNull();
    }
    await expect(local.readPhoto('gallery/us.jpg')).resolves.toEqual(Buffer.from('bytes of gallery/hero-couple.jpg'));
    await expect(local.readPhoto('guest-photos/tom-nguyen-7f3k/road-trip.png')).rejects.toThrow();
  });
});

describe('byte ranges', () => {
  it('answers a range of a huge video by reading only that range', async () => {
    // A 3 GB sparse file: reading it whole would fail (over Node's largest buffer), a range is instant.
    const video = path.join(dir, 'media', 'story', 'huge.mp4');
    await mkdir(path.dirname(video), { recursive: true });
    const handle = await open(video, 'w');
    await handle.truncate(3 * 1024 ** 3);
    await handle.write(Buffer.from('moov'), 0, 4, 1000);
    await handle.close();

    const response = await serveContentMedia(['story', 'huge.mp4'], 'bytes=1000-1003');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 1000-1003/${3 * 1024 ** 3}`);
    expect(response.headers.get('content-length')).toBe('4');
    expect(await response.text()).toBe('moov');

    const whole = await serveContentMedia(['story', 'huge.mp4']);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(3 * 1024 ** 3));
    await whole.body?.cancel();
  });

  it('answers 416 for a range past the end, and ignores a range header too long to be one', async () => {
    expect((await serveContentMedia(['gallery', 'hero-couple.jpg'], 'bytes=999999-')).status).toBe(416);
    expect((await serveContentMedia(['gallery', 'hero-couple.jpg'], `bytes=${'0'.repeat(100)}-1`)).status).toBe(200);
  });
});

describe('which folder, by configuration', () => {
  /** The route's answer for `segments` in a server process started with `env`. */
  async function statusWith(env: Record<string, string>, segments: string[]): Promise<number> {
    const saved = { ...process.env };
    Object.assign(process.env, { CONTENT_DIR: '', SUPABASE_URL: '', SUPABASE_ANON_KEY: '' }, env);
    try {
      let serve: typeof serveContentMedia | undefined;
      jest.isolateModules(() => {
        serve = (jest.requireActual('./media-files') as typeof import('./media-files')).serveContentMedia;
      });
      const response = await (serve as typeof serveContentMedia)(segments);
      await response.body?.cancel();
      return response.status;
    } finally {
      process.env = saved;
    }
  }
  const SUPABASE = { SUPABASE_URL: 'https://our-project.supabase.co', SUPABASE_ANON_KEY: 'a-public-anon-key' };

  it.each([
    ['the demo hero', ['gallery', 'hero-couple.jpg']],
    ['a demo story photo', ['story', '2016-umbrella.jpg']],
    ["the configured folder's own photo", ['gallery', 'hero-couple.jpg']],
  ])('answers 404 for %s when the wedding is in Supabase', async (_, segments) => {
    expect(await statusWith(SUPABASE, segments)).toBe(404);
    expect(await statusWith({ ...SUPABASE, CONTENT_DIR: dir }, segments)).toBe(404);
  });

  it('answers 404 when Supabase is set but its settings are refused', async () => {
    expect(await statusWith({ SUPABASE_URL: 'ftp://nowhere.example', SUPABASE_ANON_KEY: 'a-public-anon-key' }, ['gallery', 'hero-couple.jpg'])).toBe(404);
  });

  it("serves CONTENT_DIR's files and none of the demo's", async () => {
    const porto = path.resolve(__dirname, '../../tests/fixtures/porto-wedding');
    expect(await statusWith({ CONTENT_DIR: porto }, ['gallery', 'vinhas.jpg'])).toBe(200);
    expect(await statusWith({ CONTENT_DIR: porto }, ['gallery', 'hero-couple.jpg'])).toBe(404);
  });

  it('serves nothing of a media/gallery folder that is a link out of the content folder, and lists none of its files', async () => {
    const linked = await mkdtemp(path.join(tmpdir(), 'media-linked-'));
    try {
      await mkdir(path.join(linked, 'media'));
      await symlink(outside, path.join(linked, 'media', 'gallery'));
      await symlink('/', path.join(linked, 'media', 'story'));
      expect(await statusWith({ CONTENT_DIR: linked }, ['gallery', 'secret.jpg'])).toBe(404);
      expect(await statusWith({ CONTENT_DIR: linked }, ['story', 'etc', 'passwd'])).toBe(404);
      expect(await statusWith({ CONTENT_DIR: linked }, ['story', ...outside.split('/').filter(Boolean), 'secret.jpg'])).toBe(404);
      const { createLocalSource } = await import('@/lib/data/local');
      await expect(createLocalSource(linked).getGalleryFolder()).resolves.toEqual([]);
    } finally {
      await rm(linked, { recursive: true, force: true });
    }
  });

  it('serves the demo folder with nothing configured to `next dev` only, and to a server started for it (CONTENT_DIR)', async () => {
    expect(await statusWith({ NODE_ENV: 'development' }, ['gallery', 'hero-couple.jpg'])).toBe(200);
    expect(await statusWith({ NODE_ENV: 'production' }, ['gallery', 'hero-couple.jpg'])).toBe(404);
    expect(await statusWith({ NODE_ENV: 'production', CONTENT_DIR: 'content/demo' }, ['gallery', 'hero-couple.jpg'])).toBe(200);
  });
});
