import { createClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { imageAboveThePixelLimit } from '@/tests/support/oversized-image';
import { settle } from '@/tests/support/stand-in';

/**
 * The private resizing route for guests' own photos, on a Supabase project (the stand-in, which
 * checks its tokens as Storage does): only a signed link of this project's guest-photos folder,
 * answered WebP at the asked width, kept only privately and no longer than the link lives.
 */

const PHOTO = 'guest-photos/ana-kowalska/1.jpg';
/** Ana, whose photo folder that is: the storage policies show it only to a request naming her, as the site's do. */
const ANA = { id: '0b9d5c3e-2f4a-4e6b-9c8d-7a6b5c4d3e2f', name: 'Ana Kowalska', personal_message: null, photo_dir: 'ana-kowalska' };
const BEN = { id: '7e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b', name: 'Ben Osei', personal_message: null, photo_dir: 'ben-osei' };
const BEN_PHOTO = 'guest-photos/ben-osei/1.jpg';
const HUGE_PHOTO = 'guest-photos/ana-kowalska/huge.png';
let standIn: StandIn;
let now = Date.now();
let guestPhotoResponse: typeof import('@/app/guest-photo/answer').guestPhotoResponse;

jest.setTimeout(30_000);

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c9a227' } }).jpeg().toBuffer();
  const huge = await imageAboveThePixelLimit();
  const files = { [PHOTO]: jpeg, [HUGE_PHOTO]: huge, [BEN_PHOTO]: jpeg, 'gallery/hero-couple.jpg': jpeg };
  standIn = await startStandIn({ demo: false, tables: { guests: [ANA, BEN] }, files, now: () => now });
  Object.assign(process.env, { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, CONTENT_DIR: '' });
  ({ guestPhotoResponse } = await import('@/app/guest-photo/answer'));
});
afterAll(async () => {
  await settle(standIn);
  await standIn.close();
});

async function signed(path: string, seconds = 3600, guest = ANA): Promise<string> {
  const client = createClient(standIn.url, standIn.anonKey, { auth: { persistSession: false } });
  const { data, error } = await client.storage.from(standIn.bucket).setHeader('x-guest-id', guest.id).createSignedUrl(path, seconds);
  if (error || !data) throw error ?? new Error('no link');
  return data.signedUrl;
}
const ask = (src: string, w = 390) => guestPhotoResponse(new URLSearchParams({ src, w: String(w) }));

it('answers the photo as WebP at the asked width, private, for no longer than the link has left', async () => {
  const response = await ask(await signed(PHOTO, 1800));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  const maxAge = Number(/^private, max-age=(\d+)$/.exec(response.headers.get('cache-control') ?? '')?.[1]);
  expect(maxAge).toBeGreaterThan(1700);
  expect(maxAge).toBeLessThanOrEqual(1800);
  const { width, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  expect([width, format]).toEqual([390, 'webp']);
});

it('refuses an expired link, a forged token, another folder, another host and made-up parameters', async () => {
  const link = await signed(PHOTO, 60);
  now += 120_000;
  expect((await ask(link)).status).toBe(404);
  now = Date.now();

  const good = await signed(PHOTO);
  const forged = good.replace(/token=([^.]+)\.([^.]+)\./, (_, h: string, p: string) => `token=${h}.${p}x.`);
  const other = await signed('gallery/hero-couple.jpg');
  for (const src of [forged, other, good.replace(standIn.url, 'https://elsewhere.example'), `${good}&n=1`, good.replace('guest-photos/', 'guest-photos%2F')]) {
    expect([src, (await ask(src)).status]).toEqual([src, 404]);
  }
});

it('answers 400 for a width it does not make', async () => {
  expect((await ask(await signed(PHOTO), 391)).status).toBe(400);
});

it('refuses a photo above the pixel limit, as it does a broken one (the page shows the placeholder)', async () => {
  const response = await ask(await signed(HUGE_PHOTO), 640);
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toBe('text/plain');
});

it('stays private and says "not found" when storage fails, without a stack', async () => {
  const link = await signed(PHOTO);
  standIn.setFailure('file', '500');
  const response = await ask(link);
  standIn.clearFailures();
  expect(response.status).toBe(404);
  expect(await response.text()).toBe('Not found');
});

it("keeps a resize for its link, and one guest's many asks leave room for another guest", async () => {
  const link = await signed(PHOTO);
  const widths = [64, 128, 256, 384, 390, 640, 828, 1080, 1200, 1600];
  standIn.clearRequests();
  const flood = Array.from({ length: 40 }, (_, i) => ask(link, widths[i % widths.length]));
  const started = Date.now();
  const other = await ask(await signed(BEN_PHOTO, 3600, BEN));
  expect(other.status).toBe(200);
  expect(Date.now() - started).toBeLessThan(5000);
  const statuses = await Promise.all(flood.map((r) => r.then((a) => a.status)));
  expect(statuses.every((s) => s === 200)).toBe(true);

  await ask(link, 390);
  const downloads = standIn.requestsTo('file').length;
  expect((await ask(link, 390)).status).toBe(200);
  expect(standIn.requestsTo('file').length).toBe(downloads);
});
