import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startStandIn, type StandIn } from '../tests/stand-in/server';
import { exclusively } from '../tests/support/ports';
import type { Stack } from '../tests/support/stack';
import { LISBON, LISBON_TABLES } from '../tests/support/other-couple';
import { deployedBackend, ensureDeployedBuild, startDeployedSite } from './support/deployed';
import { postRefresh } from './support/raw-request';

/**
 * Rows written around the couple's tools (in the dashboard), on the deployed site in front of the stand-in with its
 * policies on: a love story entry naming Rui's own photo, and a gallery row naming another site's tracking pixel.
 * Sofia's page (its HTML, its RSC payload, every link in them) carries neither, whether she comes before or after
 * Rui has opened his page and his photos were signed; both guests see the placeholder in their place.
 */

const RUI = LISBON.guest;
const SOFIA = { id: '8c2f6a1e-4b3d-4e5f-9a7b-6c5d4e3f2a1b', name: 'Sofia Matos', personal_message: null, photo_dir: null };
const RUI_PHOTOS = ['porto-1.jpg', 'porto-2.jpg', 'porto-3.jpg'].map((f) => `guest-photos/${RUI.id}/${f}`);
const PIXEL = 'https://evil.example/track.gif';
const TOKEN = 'a-refresh-token-for-the-shared-row-journeys';
type Plan = 'free' | 'paid';

const photo = (background: string) => sharp({ create: { width: 800, height: 600, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer();

let standIn: StandIn;
let ruiBytes: Buffer[] = [];
let releaseBackend: () => void = () => undefined;
const sites = new Map<Plan, Stack>();

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  // Desktop only: each journey opens its own pages.
  test.setTimeout(900_000); // the first worker here builds the deployed site
  await ensureDeployedBuild();
  releaseBackend = await exclusively(`deployed-backend-${deployedBackend().port}`, 600_000);
  const shared = ['gallery/hero-couple.jpg', 'gallery/alfama.jpg', 'gallery/sardines.jpg', 'gallery/venue.jpg', 'story/2019-tram.jpg', 'story/2025-miradouro.jpg'];
  const sharedBytes = await Promise.all(shared.map((_, i) => photo(['#c9a227', '#2a6f97', '#8d2f3a', '#3f7d4e', '#6a4c93', '#d17a22'][i] as string)));
  ruiBytes = await Promise.all(RUI_PHOTOS.map(() => photo('#ff00ff')));
  const [firstEntry, ...otherEntries] = LISBON_TABLES.love_story ?? [];
  standIn = await startStandIn({
    port: deployedBackend().port,
    demo: false,
    tables: {
      ...LISBON_TABLES,
      guests: [...(LISBON_TABLES.guests ?? []), SOFIA],
      love_story: [{ ...firstEntry, photo_path: RUI_PHOTOS[0] }, ...otherEntries],
      photo_gallery: [{ id: 9, storage_path: PIXEL, alt_text: 'A tracking pixel', order_index: 0, name: null }, ...(LISBON_TABLES.photo_gallery ?? [])],
    },
    files: Object.fromEntries([...shared.map((p, i) => [p, sharedBytes[i] as Buffer]), ...RUI_PHOTOS.map((p, i) => [p, ruiBytes[i] as Buffer])]),
  });
});

test.afterAll(async () => {
  for (const site of sites.values()) await site.stop();
  sites.clear();
  await standIn?.close();
  releaseBackend();
});

async function site(plan: Plan): Promise<Stack> {
  standIn.setImageTransforms(plan === 'paid');
  let running = sites.get(plan);
  if (!running) {
    running = await startDeployedSite({ SUPABASE_IMAGE_TRANSFORMS: plan === 'paid' ? 'on' : 'off', REFRESH_TOKEN: TOKEN });
    sites.set(plan, running);
  }
  return running;
}

/** A guest's page as anyone holding it gets it: the HTML (its inline RSC payload included) and the RSC payload a navigation asks for. */
async function pageText(request: APIRequestContext, baseUrl: string, guestId: string): Promise<string> {
  const html = await request.get(`${baseUrl}/invite/${guestId}`);
  expect(html.status()).toBe(200);
  const rsc = await request.get(`${baseUrl}/invite/${guestId}`, { headers: { RSC: '1' } });
  return `${await html.text()}\n${await rsc.text()}`.replaceAll('&amp;', '&').replaceAll('\\u0026', '&');
}

/** Every stand-in link a page's text carries, the optimiser's sources included, and whether any serves one of Rui's photos. */
async function servesRuisPhoto(request: APIRequestContext, text: string): Promise<boolean> {
  const optimised = [...text.matchAll(/\/_next\/image\?url=([^&"'\s\\]+)/g)].map((m) => decodeURIComponent(m[1] as string));
  const links = [...new Set([...optimised, ...(text.match(/https?:\/\/[^"'\s\\<>]+/g) ?? [])])].filter((l) => l.startsWith(standIn.url));
  for (const link of links) {
    const body = await (await request.get(link)).body();
    if (ruiBytes.some((b) => b.equals(body))) return true;
  }
  return false;
}

async function expectNothingOfRuiOrThePixel(request: APIRequestContext, baseUrl: string) {
  const text = await pageText(request, baseUrl, SOFIA.id);
  expect(text).toContain(SOFIA.name);
  expect({ namesRui: text.includes(RUI.id), namesAGuestFolder: text.includes('guest-photos'), namesThePixel: text.includes('evil.example') }).toEqual({
    namesRui: false,
    namesAGuestFolder: false,
    namesThePixel: false,
  });
  expect(await servesRuisPhoto(request, text)).toBe(false);
}

/** What a browser shows: the 2019 story photo and the first Memories photo are the placeholder; nothing asks evil.example. */
async function expectPlaceholders(page: Page, baseUrl: string, guestId: string) {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  await page.goto(`${baseUrl}/invite/${guestId}`);
  const story = page.locator('section#story').getByRole('img', { name: 'We met' });
  await story.scrollIntoViewIfNeeded();
  await expect(story).toHaveAttribute('src', /\/images\/placeholder\.svg$/);
  const memories = page.locator('section#memories').getByRole('img', { name: /^Wedding memory \d+$/ });
  await expect(memories).toHaveCount(3);
  if (guestId === SOFIA.id) await expect(memories.first()).toHaveAttribute('src', /\/images\/placeholder\.svg$/);
  expect(asked.filter((u) => u.includes('evil.example'))).toEqual([]);
  expect(await page.content()).not.toContain('evil.example');
}

for (const plan of ['free', 'paid'] as const) {
  test(`${plan} plan: Sofia's page never carries Rui's photo nor the pixel, before or after Rui opens his`, { tag: '@desktop' }, async ({ browser, request }) => {
    const { baseUrl } = await site(plan);
    const refresh = async () => expect((await postRefresh(request, baseUrl, TOKEN)).status()).toBe(200);
    await refresh();
    await expectNothingOfRuiOrThePixel(request, baseUrl);

    // Rui opens his page: his Memories sign his own photos, with his id.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/invite/${RUI.id}`);
    const own = page.locator('section#memories').getByRole('img', { name: /^Wedding memory \d+$/ });
    await expect(own).toHaveCount(3);
    await expect(own.first()).toHaveAttribute('src', /guest-photo/);
    await expectPlaceholders(page, baseUrl, RUI.id);

    // The content is read again (the two-minute re-read, or an edit's refresh) with his links fresh in the server's memory.
    await refresh();
    await expectNothingOfRuiOrThePixel(request, baseUrl);
    await expectPlaceholders(page, baseUrl, SOFIA.id);
    await context.close();
  });
}
