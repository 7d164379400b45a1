import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startStandIn, type StandIn } from '../tests/stand-in/server';
import type { Stack } from '../tests/support/stack';
import { reservePort } from '../tests/support/ports';
import { startSecondServer } from './support/second-server';

/**
 * A new couple, as the guide has them start: Łucja & Khoa, Kraków, 12 June 2027 at 15:00, seeded
 * with the real command on this machine's Node. Then the backend goes away, the site restarts, a
 * link preview is fetched, and the backend comes back: their guest sees their wedding or "try again",
 * never the demo couple.
 */

const run = promisify(execFile);
// The backend keeps its address across restarts, as a project's does: its port is reserved for the worker.
let BACKEND_PORT: number;
const GUEST = { id: '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b', name: 'Emily Carter' };
const DEMO_COUPLE = /Amelia|Daniel|Boathouse|Sydney|27 November 2025/;
const CRAWLER = 'WhatsApp/2.23.20.0 A';

let dir: string;
let standIn: StandIn | null = null;
let site: Stack | null = null;

const startBackend = async () => {
  standIn = await startStandIn({ port: BACKEND_PORT, demo: false, bucketExists: false, dataFile: path.join(dir, 'backend.json') });
  return standIn;
};
const startSite = async (snapshot: string) => {
  site = await startSecondServer({
    SUPABASE_URL: `http://127.0.0.1:${BACKEND_PORT}`,
    SUPABASE_ANON_KEY: 'stand-in-anon-key',
    SUPABASE_IMAGE_TRANSFORMS: 'off',
    CONTENT_SNAPSHOT: snapshot,
  });
  return site;
};
const stopSite = async () => {
  await site?.stop();
  site = null;
};

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  // Desktop only: one run is enough.
  BACKEND_PORT = reservePort();
  dir = await mkdtemp(path.join(tmpdir(), 'couples-snapshot-'));
  const ours = path.join(dir, 'ours');
  // The demo's gallery photos come along: the seed refuses a photo path that names no file.
  await cp(path.join(process.cwd(), 'content', 'demo'), ours, { recursive: true, filter: (src) => !/[\\/](story|guest-photos)([\\/]|$)/.test(src) });
  const wedding = JSON.parse(await readFile(path.join(ours, 'wedding.json'), 'utf8'));
  wedding.couple = { name1: 'Łucja', name2: 'Khoa', fullNames: 'Łucja Nowak & Khoa Trần' };
  wedding.wedding = {
    ...wedding.wedding,
    date: '2027-06-12',
    time: '15:00',
    startTime: '15:00',
    endTime: '23:00',
    timeZone: 'Europe/Warsaw',
    venue: { name: 'Pałac Goetzów', address: 'ul. Zamkowa 1, 32-050 Okocim, Polska' },
    reception: { time: '17:00', venue: 'Pałac Goetzów' },
    schedule: { ceremony: '15:00', speeches: '16:30', lunch: '17:00' },
  };
  wedding.weather = { highC: 24, lowC: 13, precipitationPercent: 35, uvIndex: 'Moderate' };
  await writeFile(path.join(ours, 'wedding.json'), JSON.stringify(wedding));
  await writeFile(path.join(ours, 'guests.json'), JSON.stringify([{ ...GUEST, personal_message: 'Do zobaczenia!', photo_dir: null }]));
  await writeFile(
    path.join(ours, 'love-story.json'),
    JSON.stringify([
      { year: 2019, title: 'Pierwsze spotkanie', description: 'A tram in Kazimierz, one seat left.', details: null, photo_path: null },
      { year: 2026, title: 'Tak!', description: 'On the Wawel hill at dusk.', details: null, photo_path: null },
    ]),
  );
  await writeFile(path.join(ours, 'gallery.json'), JSON.stringify([{ id: 1, storage_path: 'gallery/hero-couple.jpg', alt_text: 'Łucja and Khoa by the Vistula', order_index: 1, name: 'hero-couple' }]));
  await startBackend();
});
test.afterAll(async () => {
  await stopSite();
  await standIn?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The guest's page and its link preview, as the server answers them. */
async function views(request: APIRequestContext) {
  const url = `${site!.baseUrl}/invite/${GUEST.id}`;
  const [page, preview] = await Promise.all([request.get(url), request.get(url, { headers: { 'user-agent': CRAWLER } })]);
  return { page: { status: page.status(), html: await page.text() }, preview: { status: preview.status(), html: await preview.text() } };
}

test('seeding makes the snapshot; with the backend gone, then back, the guest never sees another couple', { tag: '@desktop' }, async ({ request, page }) => {
  const snapshot = path.join(dir, 'snapshot.json');
  const env = {
    ...process.env,
    SUPABASE_URL: standIn!.url,
    SUPABASE_ANON_KEY: standIn!.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: standIn!.serviceKey,
    CONTENT_SNAPSHOT: snapshot,
  };
  await run('npm', ['run', '--silent', 'db:seed', '--', '--content', path.join(dir, 'ours')], { env });
  expect(JSON.parse(await readFile(snapshot, 'utf8')).weddingInfo.couple.fullNames).toBe('Łucja Nowak & Khoa Trần');

  // The backend goes away; the site restarts; a link preview and the guest come.
  await standIn!.close();
  standIn = null;
  await startSite(snapshot);
  const down = await views(request);
  expect([down.page.status, down.preview.status]).toEqual([503, 503]);
  for (const html of [down.page.html, down.preview.html]) {
    expect(html).toContain('We could not open your invitation just now.');
    expect(html).not.toMatch(DEMO_COUPLE);
  }

  // The backend comes back: from the very next load on, their wedding, never the demo's.
  await startBackend();
  const seen: number[] = [];
  await expect
    .poll(
      async () => {
        const back = await views(request);
        for (const html of [back.page.html, back.preview.html]) expect(html).not.toMatch(DEMO_COUPLE);
        seen.push(back.page.status);
        return back.page.status;
      },
      { timeout: 15_000 },
    )
    .toBe(200);
  await page.goto(`${site!.baseUrl}/invite/${GUEST.id}`);
  await expect(page.getByText(`Dear ${GUEST.name}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Łucja Nowak & Khoa Trần');
  await expect(page.getByText('12 June 2027')).toBeVisible();
  await expect(page.getByText('Pałac Goetzów').first()).toBeAttached();
  expect(await page.content()).not.toMatch(DEMO_COUPLE);
});

test("the content tables failing on a cold start: the guest sees the couple's snapshot", { tag: '@desktop' }, async ({ page }) => {
  await stopSite();
  for (const table of ['wedding_info', 'love_story', 'photo_gallery']) standIn!.setFailure('rest', '500', { table });
  try {
    await startSite(path.join(dir, 'snapshot.json'));
    await page.goto(`${site!.baseUrl}/invite/${GUEST.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Łucja Nowak & Khoa Trần');
    await expect(page.getByText('12 June 2027')).toBeVisible();
    await expect(page.getByText('All times are Warsaw time.')).toBeAttached();
    expect(await page.content()).not.toMatch(DEMO_COUPLE);

    // Without a snapshot: "try again", never another couple.
    await stopSite();
    await startSite(path.join(dir, 'no-snapshot.json'));
    const answer = await page.goto(`${site!.baseUrl}/invite/${GUEST.id}`);
    expect(answer?.status()).toBe(503);
    await expect(page.getByRole('link', { name: 'Try Again' })).toBeVisible();
    expect(await page.content()).not.toMatch(DEMO_COUPLE);
  } finally {
    standIn!.clearFailures();
  }
});
