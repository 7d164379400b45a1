import { createClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { settle } from '@/tests/support/stand-in';

/**
 * The private resizing route for guests' own photos, on a Supabase project (the stand-in, which
 * checks its tokens as Storage does): only a signed link of this project's guest-photos folder,
 * answered WebP at the asked width, kept only privately and no longer than the link lives.
 */

const PHOTO = 'guest-photos/ana-kowalska/1.jpg';
/** Ana, whose photo folder that is: the storage policies show it only to a request naming her, as the site's do. */
const ANA = { id: '0b9d5c3e-2f4a-4e6b-9c8d-7a6b5c4d3e2f', name: 'Ana Kowalska', personal_message: null, photo_dir: 'ana-kowalska' };
let standIn: StandIn;
let now = Date.now();
let guestPhotoResponse: typeof import('./guest-photo').guestPhotoResponse;

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c9a227' } }).jpeg().toBuffer();
  standIn = await startStandIn({ demo: false, tables: { guests: [ANA] }, files: { [PHOTO]: jpeg, 'gallery/hero-couple.jpg': jpeg }, now: () => now });
  Object.assign(process.env, { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, CONTENT_DIR: '' });
  ({ guestPhotoResponse } = await import('./guest-photo'));
});
afterAll(async () => {
  await settle(standIn);
  await standIn.close();
});

async function signed(path: string, seconds = 3600): Promise<string> {
  const client = createClient(standIn.url, standIn.anonKey, { auth: { persistSession: false } });
  const { data, error } = await client.storage.from(standIn.bucket).setHeader('x-guest-id', ANA.id).createSignedUrl(path, seconds);
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

it('stays private and says "not found" when storage fails, without a stack', async () => {
  const link = await signed(PHOTO);
  standIn.setFailure('file', '500');
  const response = await ask(link);
  standIn.clearFailures();
  expect(response.status).toBe(404);
  expect(await response.text()).toBe('Not found');
});
