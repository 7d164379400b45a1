import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { copyPortoWedding } from '@/tests/support/porto-wedding';
import { deskRoutes } from './routes';
import { startDesk, type Desk } from './server';

/** The desk's story and gallery on a local content folder: a phone photo added, captioned, moved and removed through plain HTTP. */

let dir: string;
let content: string;
let desk: Desk;
let cookie: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'desk-photos-'));
  content = await copyPortoWedding(path.join(dir, 'porto'));
  desk = await startDesk({ port: 0, env: { CONTENT_DIR: content }, home: dir, routes: deskRoutes });
  cookie = (await fetch(desk.url, { redirect: 'manual' })).headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(async () => {
  await desk?.close();
  await rm(dir, { recursive: true, force: true });
});

const at = (p: string) => `http://127.0.0.1:${desk.port}${p}`;
const origin = () => `http://127.0.0.1:${desk.port}`;
const post = (p: string, body: FormData | URLSearchParams, from = origin()) => fetch(at(p), { method: 'POST', headers: { cookie, origin: from }, body, redirect: 'manual' });
const gallery = async () => JSON.parse(await readFile(path.join(content, 'gallery.json'), 'utf8')) as { id: string; storage_path: string; alt_text: string; order_index: number }[];
const notice = async (res: Response) => {
  const page = await (await fetch(at(res.headers.get('location')!), { headers: { cookie } })).text();
  return /<p class="notice[^"]*" role="status">([^<]*)</.exec(page)?.[1] ?? '';
};

async function phonePhoto() {
  const bytes = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 90, g: 140, b: 60 } } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  return new File([new Uint8Array(bytes)], 'IMG_4521.JPG', { type: 'image/jpeg' });
}

it('adds a phone photo to the gallery, upright and sized, at the end of the list', async () => {
  const form = new FormData();
  form.set('photo', await phonePhoto());
  form.set('alt_text', 'Our first dance, rehearsed in the kitchen');
  expect((await post('/photos/gallery', form, 'http://evil.example')).status).toBe(403);
  const added = await post('/photos/gallery', form);
  expect(added.status).toBe(303);
  expect(await notice(added)).toContain('Added “Our first dance, rehearsed in the kitchen” to the gallery');
  const rows = await gallery();
  expect(rows).toHaveLength(4);
  const last = rows[3]!;
  expect(last).toMatchObject({ alt_text: 'Our first dance, rehearsed in the kitchen', order_index: 4, storage_path: expect.stringMatching(/^gallery\/img-4521-[0-9a-f]{6}\.jpg$/) });
  const meta = await sharp(path.join(content, 'media', last.storage_path)).metadata();
  expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([1600, 2400, undefined, undefined]);
  const list = await (await fetch(at('/photos'), { headers: { cookie } })).text();
  expect(list).toContain('alt="Our first dance, rehearsed in the kitchen"');
});

it('refuses a file that is not a photo, saying so, and stores nothing', async () => {
  const form = new FormData();
  form.set('photo', new File(['name,language\n'], 'guests.csv', { type: 'text/csv' }));
  const refused = await post('/photos/gallery', form);
  expect(await notice(refused)).toMatch(/not a photo/);
  expect(await gallery()).toHaveLength(4);
  const huge = new FormData();
  huge.set('photo', new File([new Uint8Array(27_000_000)], 'panorama.jpg', { type: 'image/jpeg' }));
  expect(await notice(await post('/photos/gallery', huge))).toMatch(/27\.0 MB\. A photo may be up to 25 MB\. Nothing was added/);
  expect(await gallery()).toHaveLength(4);
});

it('moves a photo up, changes its caption, then removes it with its file after a backup', async () => {
  const dance = (await gallery())[3]!;
  expect((await post('/photos/gallery/move', new URLSearchParams({ entry: dance.storage_path, to: 'up' }))).status).toBe(303);
  expect((await gallery()).map((r) => r.storage_path).indexOf(dance.storage_path)).toBe(2);
  expect((await gallery()).map((r) => r.order_index)).toEqual([1, 2, 3, 4]);
  await post('/photos/gallery/caption', new URLSearchParams({ entry: dance.storage_path, alt_text: 'The first dance' }));
  expect((await gallery())[2]!.alt_text).toBe('The first dance');
  const confirm = await (await fetch(at(`/photos/gallery/remove?entry=${encodeURIComponent(dance.storage_path)}`), { headers: { cookie } })).text();
  expect(confirm).toContain('its file is deleted');
  const removed = await post('/photos/gallery/remove', new URLSearchParams({ entry: dance.storage_path }));
  expect(await notice(removed)).toMatch(/Removed “The first dance” and its photo\. A backup was made first/);
  expect((await gallery()).some((r) => r.storage_path === dance.storage_path)).toBe(false);
  await expect(stat(path.join(content, 'media', dance.storage_path))).rejects.toThrow();
  expect(await readdir(path.join(dir, 'backups'))).toHaveLength(1);
});

it('adds a love-story entry with its photo, and refuses one without a year beside the field', async () => {
  const bad = new FormData();
  bad.set('title', 'Lisbon');
  const refused = await post('/photos/story', bad);
  expect(refused.status).toBe(400);
  expect(await refused.text()).toMatch(/id="story-new-year-error">Write the year in four digits/);
  const form = new FormData();
  form.set('year', '2024');
  form.set('title', 'Lisbon, in the rain');
  form.set('description', 'A weekend that was meant to be sunny.');
  form.set('photo', await phonePhoto());
  expect((await post('/photos/story', form)).status).toBe(303);
  const story = JSON.parse(await readFile(path.join(content, 'love-story.json'), 'utf8')) as { year: number; title: string; photo_path: string }[];
  const entry = story.find((e) => e.title === 'Lisbon, in the rain')!;
  expect(entry).toMatchObject({ year: 2024, photo_path: expect.stringMatching(/^story\/2024-img-4521-[0-9a-f]{6}\.jpg$/) });
  expect((await stat(path.join(content, 'media', entry.photo_path))).size).toBeGreaterThan(1000);
});
