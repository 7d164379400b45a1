import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { carriesLocation } from '../lib/couple/photos/photo-location';
import { phonePhoto, pixelAt } from '../tests/support/phone-photos';
import { copyPortoWedding } from '../tests/support/porto-wedding';
import type { Stack } from '../tests/support/stack';
import { startStandIn, type StandIn } from '../tests/stand-in/server';
import { startSecondServer } from './support/second-server';

/**
 * Guests' photos from their phones (issue 65), the guest's side: Inês & Kenji's Porto wedding moved to today in
 * Lisbon, on the stand-in with its policies, the site holding the public key only. The phones' clocks (page.clock)
 * say the afternoon of the day, or the morning after; what the couple decides in the desk is written as the desk
 * writes it, with a member's rights (here the secret key).
 */

const run = promisify(execFile);
const MB = 1024 * 1024;
const TOKEN = 'refresh-token-for-the-guests-photos';
const day = (offset = 0) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
/** A wall time in Lisbon as an instant (its zone's own offset on that day). */
const lisbon = (date: string, time: string) => {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Lisbon', timeZoneName: 'longOffset' }).formatToParts(wall).find((p) => p.type === 'timeZoneName')!.value;
  const hours = Number(/GMT([+-]\d{2})/.exec(name)?.[1] ?? 0);
  return new Date(wall - hours * 3_600_000);
};

const ANA = { id: randomUUID(), name: 'Ana Sousa', language: 'en', invited_to: [], personal_message: null, photo_dir: null };
const BRUNO = { id: randomUUID(), name: 'Bruno Lima', language: 'en', invited_to: [], personal_message: null, photo_dir: null };

let dir: string;
let standIn: StandIn;
let site: Stack;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ timezoneId: 'Europe/Lisbon' });

test.beforeAll(async ({}, info) => {
  test.skip(info.project.name !== 'phone', 'a guest on their phone, at 390 px');
  test.setTimeout(300_000);
  dir = await mkdtemp(path.join(tmpdir(), 'wedding-guest-photos-'));
  const content = await copyPortoWedding(path.join(dir, 'porto'));
  const file = path.join(content, 'wedding.json');
  const wedding = JSON.parse(await readFile(file, 'utf8')) as { wedding: Record<string, unknown> };
  wedding.wedding.date = day();
  await writeFile(file, JSON.stringify(wedding, null, 2));
  await writeFile(path.join(content, 'guests.json'), JSON.stringify([ANA, BRUNO], null, 2));
  standIn = await startStandIn({ demo: false });
  const backend = { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, CONTENT_SNAPSHOT: path.join(dir, 'snapshot.json'), CONTENT_DIR: '' };
  await run('npm', ['run', '--silent', 'db:seed', '--', '--content', content], { env: { ...process.env, ...backend, SUPABASE_SERVICE_ROLE_KEY: standIn.serviceKey } });
  site = await startSecondServer({ ...backend, SUPABASE_IMAGE_TRANSFORMS: 'off', REFRESH_TOKEN: TOKEN });
});
test.afterAll(async () => {
  await site?.stop();
  await standIn?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const invite = (id: string) => `${site.baseUrl}/invite/${id}`;

/** What the desk writes, with a member's rights: here the secret key, straight into the project. */
async function asTheCouple(method: string, table: string, query: string, body?: unknown) {
  const key = standIn.serviceKey;
  const response = await fetch(`${standIn.url}/rest/v1/${table}?${query}`, {
    method,
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', prefer: 'return=representation' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

const uploads = async () => (await standIn.table('guest_uploads')) as { id: string; guest_id: string; path: string; kind: string; state: string }[];

async function openAt(page: Page, url: string, at: Date) {
  await page.clock.setFixedTime(at);
  await page.goto(url);
}

/** The module scripts a page loads first, as the bench counts them. */
const scriptsOf = (page: Page) => page.locator('script[src]:not([nomodule])').evaluateAll((all) => all.map((s) => new URL((s as HTMLScriptElement).src).pathname).sort());

let scriptsOnTheDay: string[] = [];

test("A sends two photos from the afternoon of the day; a 60 MB film is refused before it leaves; lost signal only delays the second", { tag: '@phone' }, async ({ page, context }) => {
  const files = path.join(dir, 'picked');
  await mkdir(files, { recursive: true });
  await writeFile(path.join(files, 'IMG_0001.jpg'), await phonePhoto({ width: 4000, height: 3000, orientation: 6 }));
  await writeFile(path.join(files, 'IMG_0002.png'), await phonePhoto({ width: 1600, height: 1200, format: 'png', gps: false }));
  await writeFile(path.join(files, 'wedding-film.mp4'), randomBytes(60 * MB));

  await openAt(page, invite(ANA.id), lisbon(day(), '15:00'));
  scriptsOnTheDay = await scriptsOf(page);
  await page.getByRole('link', { name: 'Add your photos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add your photos' })).toBeVisible();

  // The second photo's bytes are held on their way (a venue's signal), so the network drops while it is being sent.
  standIn.setFailure('tus-patch', 'hang', { path: /\.webp$/ });
  await expect(page.getByLabel('Photos')).toBeEnabled();
  await page.getByLabel('Photos').setInputFiles(['IMG_0001.jpg', 'IMG_0002.png', 'wedding-film.mp4'].map((f) => path.join(files, f)));

  await expect(page.getByRole('alert').filter({ hasText: 'wedding-film' })).toHaveText('wedding-film.mp4: larger than 50 MB, the most one file may be.');
  const status = page.getByRole('status');
  await expect(status).toHaveText('Sent: 1 · Waiting: 1');
  await expect.poll(() => standIn.requestsTo('tus-patch').filter((r) => Buffer.from(r.path.split('/').pop()!, 'base64url').toString().includes('.webp/')).length).toBe(1);
  await context.setOffline(true);
  await expect(page.getByText('No signal: what is waiting will be sent by itself when you are back online.')).toBeVisible();
  await expect(status).toHaveText('Sent: 1 · Waiting: 1');

  standIn.clearFailures();
  await context.setOffline(false);
  await expect(status).toHaveText('Sent: 2 · Waiting: 0');

  const anas = await uploads();
  expect(anas.map((u) => [u.guest_id, u.kind, u.state])).toEqual([
    [ANA.id, 'photo', 'stored'],
    [ANA.id, 'photo', 'stored'],
  ]);
  expect(standIn.requestsTo('tus-create').every((r) => Number(r.headers['upload-length']) < 50 * MB)).toBe(true);
  const guests = (await standIn.table('guests')) as { id: string; name: string }[];
  expect(anas.map((u) => guests.find((g) => g.id === u.guest_id)?.name)).toEqual(['Ana Sousa', 'Ana Sousa']);

  const jpeg = standIn.fileBytes(anas.find((u) => u.path.endsWith('.jpg'))!.path)!;
  const meta = await sharp(jpeg).metadata();
  expect([meta.format, meta.width, meta.height, meta.orientation]).toEqual(['jpeg', 1920, 2560, undefined]);
  expect((await pixelAt(jpeg, 960, 100)).r).toBeGreaterThan(150);
  expect(await carriesLocation(jpeg)).toBe(false);

  await expect(page.getByRole('img', { name: /^Your photo [12]$/ })).toHaveCount(2);
});

test('a 30 MB film cut off half way goes on from where it stopped: at most 60 % of it is sent again', { tag: '@phone' }, async ({ page }) => {
  const size = 30 * MB;
  const film = path.join(dir, 'picked', 'first-dance.mp4');
  const box = (type: string, body: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, 0].map((_, i) => ((8 + body.length) >>> (24 - 8 * i)) & 255)), Buffer.from(type, 'latin1'), body]);
  const u32 = (...n: number[]) => Buffer.concat(n.map((v) => Buffer.from([v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255])));
  const head = Buffer.concat([box('ftyp', Buffer.from('isom\0\0\0\0isommp42', 'latin1')), box('moov', box('mvhd', Buffer.concat([u32(0, 0, 0, 600, 600 * 20), Buffer.alloc(80)])))]);
  await writeFile(film, Buffer.concat([head, box('mdat', randomBytes(size - head.length - 8))]));
  standIn.cutUploadAt(/\.mp4$/, size / 2);

  await openAt(page, `${invite(ANA.id)}/photos`, lisbon(day(), '16:00'));
  await expect(page.getByRole('status')).toHaveText('Sent: 2 · Waiting: 0');
  await expect(page.getByLabel('Photos')).toBeEnabled();
  await page.getByLabel('Photos').setInputFiles(film);
  await expect(page.getByRole('status')).toHaveText('Sent: 3 · Waiting: 0', { timeout: 60_000 });

  const video = (await uploads()).find((u) => u.kind === 'video')!;
  expect(video.state).toBe('stored');
  expect(standIn.fileBytes(video.path)?.length).toBe(size);
  expect(standIn.uploadedBytes(video.path) - size / 2).toBeLessThanOrEqual(0.6 * size);
  await page.getByRole('button', { name: 'Delete your video 1' }).click();
  await expect(page.getByRole('status')).toHaveText('Sent: 2 · Waiting: 0');
  expect(standIn.filePaths()).not.toContain(video.path);
});

test("a made-up guest gets no place to send to, and the public key alone, or another guest's folder, is refused by the policies", { tag: '@phone' }, async ({ request }) => {
  const made = await request.post(`${invite(randomUUID())}/uploads`, { data: { clientRef: 'a'.repeat(43), type: 'image/jpeg', bytes: 1000 } });
  expect(made.status()).toBe(404);

  const anas = (await uploads())[0]!;
  const sign = (headers: Record<string, string>) =>
    fetch(`${standIn.url}/storage/v1/object/upload/sign/${standIn.bucket}/${anas.path.replace(/\.\w+$/, '-again.jpg')}`, { method: 'POST', headers: { apikey: standIn.anonKey, ...headers } });
  for (const refused of [await sign({}), await sign({ 'x-guest-id': BRUNO.id }), await sign({ 'x-guest-id': ANA.id })]) {
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '403' });
  }
  const resumable = await fetch(`${standIn.url}/storage/v1/upload/resumable`, {
    method: 'POST',
    headers: { apikey: standIn.anonKey, 'tus-resumable': '1.0.0', 'upload-length': '10', 'upload-metadata': `bucketName ${btoa(standIn.bucket)},objectName ${btoa(anas.path.replace(/\.\w+$/, '-b.jpg'))}` },
  });
  expect(resumable.status).toBe(400);
});

test('the morning after, B sees none of A’s photos until the couple shares the one they approved; the removed one is gone for good', { tag: '@phone' }, async ({ page, request }) => {
  const kept = (await uploads()).find((u) => u.path.endsWith('.jpg'));
  const removed = (await uploads()).find((u) => u.path.endsWith('.webp'));
  const removedLink = `${invite(ANA.id)}/photos/${removed!.path.slice('guest-uploads/'.length)}?w=256`;
  expect((await request.get(removedLink)).status()).toBe(200);
  // Approve and Remove, as the desk does them.
  await asTheCouple('PATCH', 'guest_uploads', `id=eq.${kept!.id}`, { approved_at: new Date().toISOString() });
  await standIn.removeFile(removed!.path);
  await asTheCouple('PATCH', 'guest_uploads', `id=eq.${removed!.id}`, { state: 'removed', removed_at: new Date().toISOString() });
  expect((await request.get(removedLink)).status()).toBe(404);

  const morning = lisbon(day(1), '10:00');
  await openAt(page, invite(BRUNO.id), morning);
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Photos from the guests' })).toHaveCount(0);

  await asTheCouple('PATCH', 'guest_upload_settings', 'id=eq.1', { share_approved: true });
  await openAt(page, invite(BRUNO.id), morning);
  await page.getByRole('heading', { name: 'Photos from the guests' }).scrollIntoViewIfNeeded();
  const shared = page.getByRole('button', { name: "View guests' photo 1" });
  await expect(shared).toHaveCount(1);
  await expect(page.getByRole('button', { name: "View guests' photo 2" })).toHaveCount(0);
  await shared.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
  const download = dialog.getByRole('link', { name: 'Download this photo' });
  const href = (await download.getAttribute('href'))!;
  expect(href).not.toContain(ANA.id);
  const saved = await request.get(`${site.baseUrl}${href}`);
  expect([saved.status(), (await sharp(await saved.body()).metadata()).width]).toEqual([200, 1080]);
  expect(await page.content()).not.toContain(ANA.id);

  expect((await request.delete(`${invite(BRUNO.id)}/uploads/${kept!.id}`)).status()).toBe(404);
  expect((await uploads()).find((u) => u.id === kept!.id)?.state).toBe('stored');
});

test('after the closing date, and before the day, A has no Add your photos, and no more script than on the day', { tag: '@phone' }, async ({ page }) => {
  await asTheCouple('PATCH', 'guest_upload_settings', 'id=eq.1', { closes_on: day(-1) });
  await openAt(page, invite(ANA.id), lisbon(day(), '17:00'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add your photos' })).toHaveCount(0);
  expect(await scriptsOf(page)).toEqual(scriptsOnTheDay);
  await page.goto(`${invite(ANA.id)}/photos`);
  await expect(page.getByText('Photos can no longer be added.')).toBeVisible();
  await expect(page.getByLabel('Photos')).toHaveCount(0);

  await asTheCouple('PATCH', 'guest_upload_settings', 'id=eq.1', { closes_on: null });
  const weddings = (await standIn.table('wedding_info')) as { wedding: Record<string, unknown> }[];
  await asTheCouple('PATCH', 'wedding_info', 'id=eq.1', { wedding: { ...weddings[0]!.wedding, date: day(30) } });
  expect((await fetch(`${site.baseUrl}/api/refresh`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  await openAt(page, invite(ANA.id), lisbon(day(), '17:00'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add your photos' })).toHaveCount(0);
  expect(await scriptsOf(page)).toEqual(scriptsOnTheDay);
  await page.goto(`${invite(ANA.id)}/photos`);
  await expect(page.getByText('You can add your photos from the wedding day on.')).toBeVisible();
});
