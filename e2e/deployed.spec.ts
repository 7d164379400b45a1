import sharp from 'sharp';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { IMAGE_WIDTHS } from '../lib/wedding/limits';
import { startStandIn, type FileInput, type StandIn } from '../tests/stand-in/server';
import { exclusively } from '../tests/support/ports';
import type { Stack } from '../tests/support/stack';
import { LISBON, LISBON_TABLES, LISBON_WEDDING_INFO } from '../tests/support/other-couple';
import { deployedBackend, ensureDeployedBuild, startDeployedSite } from './support/deployed';
import { postRefresh } from './support/raw-request';

/**
 * The path couples deploy, in Chromium: the standalone build made with SUPABASE_URL (image
 * optimiser's allowed hosts fixed at build), in front of the stand-in answering from Postgres with
 * the migrations' row-level-security policies on, serving a couple other than the demo (Inês &
 * Tiago, Lisbon) with real photos. On a phone (390 px, 2×) and a desktop (1280 px): the couple's
 * photos decoded and resized through the optimiser (free plan: the site resizes plain links; paid
 * plan: Storage's render links), a guest's own photos through /guest-photo and only on their page,
 * the couple's own date, schedule and venue, and the missing-info and outage pages with Try Again.
 */

const RUI = LISBON.guest;
/** A second guest, with no photos of her own: Rui's must never reach her page. */
const SOFIA = { id: '8c2f6a1e-4b3d-4e5f-9a7b-6c5d4e3f2a1b', name: 'Sofia Matos', personal_message: null, photo_dir: null };
const RUI_PHOTOS = ['porto-1.jpg', 'porto-2.jpg', 'porto-3.jpg'].map((f) => `guest-photos/${RUI.id}/${f}`);
const TOKEN = 'a-refresh-token-for-the-deployed-journeys';
const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
] as const;
type Plan = 'free' | 'paid';

/** A photo of the given size and colour, as a camera would store it (a JPEG). */
const photo = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer();

async function lisbonFiles(): Promise<Record<string, FileInput>> {
  const colours = ['#c9a227', '#2a6f97', '#8d2f3a', '#3f7d4e', '#6a4c93', '#d17a22', '#1f4e5f', '#a33b6b', '#4d5d2b'];
  const paths = ['gallery/hero-couple.jpg', 'gallery/alfama.jpg', 'gallery/sardines.jpg', 'gallery/venue.jpg', 'story/2019-tram.jpg', 'story/2025-miradouro.jpg', ...RUI_PHOTOS];
  const bytes = await Promise.all(paths.map((_, i) => photo(1600, 1200, colours[i % colours.length] as string)));
  return Object.fromEntries(paths.map((p, i) => [p, bytes[i] as Buffer]));
}

let standIn: StandIn;
let releaseBackend: () => void = () => undefined;
const sites = new Map<Plan, Stack>();

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  // Desktop only: each journey opens its own phone and desktop pages.
  test.setTimeout(900_000); // the first worker here builds the deployed site (a few minutes on this machine)
  await ensureDeployedBuild();
  // The build named this port as the backend's address: one worker at a time serves it.
  releaseBackend = await exclusively(`deployed-backend-${deployedBackend().port}`, 600_000);
  standIn = await startStandIn({
    port: deployedBackend().port,
    demo: false,
    tables: { ...LISBON_TABLES, guests: [...(LISBON_TABLES.guests ?? []), SOFIA] },
    files: await lisbonFiles(),
  });
});

test.afterAll(async () => {
  for (const site of sites.values()) await site.stop();
  sites.clear();
  await standIn?.close();
  releaseBackend();
});

/** The deployed site for a plan: Storage resizes (paid) or the site does (free: SUPABASE_IMAGE_TRANSFORMS=off). */
async function site(plan: Plan): Promise<Stack> {
  standIn.setImageTransforms(plan === 'paid');
  let running = sites.get(plan);
  if (!running) {
    running = await startDeployedSite({ SUPABASE_IMAGE_TRANSFORMS: plan === 'paid' ? 'on' : 'off', REFRESH_TOKEN: TOKEN });
    sites.set(plan, running);
  }
  return running;
}

async function openAs(browser: Browser, device: (typeof VIEWPORTS)[number]): Promise<{ context: BrowserContext; page: Page }> {
  const { viewport, deviceScaleFactor, isMobile, hasTouch } = device;
  const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch });
  return { context, page: await context.newPage() };
}

/** What an <img> shows once it has loaded: the URL it chose, its decoded size, whether it fell back. */
async function loaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  // A resize on a fresh server took more than 5 s with both cores busy.
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: 'the photo is decoded', timeout: 20_000 }).toBe(true);
  return img.evaluate((el: HTMLImageElement) => ({ src: el.currentSrc, naturalWidth: el.naturalWidth, fallback: el.dataset.fallback ?? null }));
}

const WIDTHS = [...IMAGE_WIDTHS.image, ...IMAGE_WIDTHS.device].sort((a, b) => a - b);

/**
 * The widest photo this image may be fetched at on this screen: the optimiser's narrowest width that
 * covers the slot its `sizes` gives here (evaluated in the page, as the browser does) at the screen's density.
 */
async function widest(img: Locator): Promise<number> {
  const needed = await img.evaluate((el: HTMLImageElement) => {
    // A length as the browser resolves it (vw, vh, rem, calc()): the width of a box given it.
    const px = (length: string) => {
      const probe = document.createElement('div');
      probe.style.cssText = `position: absolute; visibility: hidden; width: ${length}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    let slot = innerWidth;
    for (const part of (el.sizes || '100vw').split(',').map((s) => s.trim())) {
      const m = /^(\(.*\))\s+(\S+)$/.exec(part);
      if (!m) {
        slot = px(part);
        break;
      }
      if (matchMedia(m[1] as string).matches) {
        slot = px(m[2] as string);
        break;
      }
    }
    return slot * devicePixelRatio;
  });
  return WIDTHS.find((w) => w >= needed) ?? Math.max(...WIDTHS);
}

/** A shared photo came from the bucket through /_next/image, signed as the plan signs, at a width that fits the screen. */
async function expectSharedPhoto(img: Locator, plan: Plan, device: (typeof VIEWPORTS)[number], stored: string) {
  const shown = await loaded(img);
  expect(shown.fallback, `${stored} is not the fallback`).toBeNull();
  const url = new URL(shown.src);
  expect(url.pathname, `${stored} goes through the image optimiser`).toBe('/_next/image');
  const kind = plan === 'paid' ? 'render/image' : 'object';
  // An upright phone is shown the hero's portrait cut, which the site makes from the stored photo.
  const upright = stored === 'gallery/hero-couple.jpg' && device.viewport.width < device.viewport.height;
  const source = upright ? /^\/hero\/portrait-[0-9a-f]{12}\.jpg$/ : new RegExp(`^${standIn.url}/storage/v1/${kind}/sign/wedding-photos/${stored}\\?token=`);
  expect(url.searchParams.get('url')).toMatch(source);
  const width = Number(url.searchParams.get('w'));
  expect(width, `${stored} is asked at a width that fits ${device.viewport.width} px × ${device.deviceScaleFactor}`).toBeLessThanOrEqual(await widest(img));
  expect(shown.naturalWidth).toBeLessThanOrEqual(width);
}

for (const plan of ['free', 'paid'] as const) {
  test(`${plan} plan: the couple's photos, day and venue, and the guest's own photos, on a phone and a desktop`, { tag: '@desktop' }, async ({ browser }) => {
    const { baseUrl } = await site(plan);
    for (const device of VIEWPORTS) {
      const { context, page } = await openAs(browser, device);
      const resized: { path: string; status: number; type: string | undefined }[] = [];
      page.on('response', (r) => {
        const { pathname } = new URL(r.url());
        if (pathname === '/_next/image' || pathname === '/guest-photo') resized.push({ path: pathname, status: r.status(), type: r.headers()['content-type'] });
      });
      await page.goto(`${baseUrl}/invite/${RUI.id}`);
      await expect(page.getByText(`Dear ${RUI.name}`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LISBON.fullNames);

      await expectSharedPhoto(page.getByRole('banner').getByRole('img', { name: 'Inês & Tiago' }), plan, device, 'gallery/hero-couple.jpg');
      const preview = page.locator('section#preview');
      await expect(preview.getByText('12 June 2026')).toBeVisible();
      for (const [label, time] of [['Ceremony', '4:00 PM'], ['Speeches', '6:00 PM'], ['Lunch', '7:30 PM']] as const) {
        await expect(preview.locator('[data-row]').filter({ hasText: label })).toContainText(time);
      }
      const venue = preview.locator('[data-card="venue"]');
      await expect(venue.getByText(LISBON.venue)).toBeVisible();
      await expectSharedPhoto(venue.getByRole('img'), plan, device, 'gallery/venue.jpg');
      await expect(page.getByText(/Venue TBA|10:30 AM|27 November 2025/)).toHaveCount(0);

      // Memories: Rui's own three photos, resized privately by /guest-photo, never by the optimiser.
      const memories = page.locator('section#memories').getByRole('img', { name: /^Wedding memory \d+$/ });
      await expect(memories).toHaveCount(3);
      const own: string[] = [];
      for (const img of await memories.all()) {
        const shown = await loaded(img);
        expect(shown.fallback).toBeNull();
        const url = new URL(shown.src);
        expect(url.pathname).toBe('/guest-photo');
        const src = url.searchParams.get('src') ?? '';
        expect(src).toMatch(new RegExp(`^${standIn.url}/storage/v1/(object|render/image)/sign/wedding-photos/guest-photos/${RUI.id}/porto-\\d\\.jpg\\?token=`));
        own.push(new URL(src).pathname.split('/').pop() as string);
      }
      expect(own.sort()).toEqual(['porto-1.jpg', 'porto-2.jpg', 'porto-3.jpg']);

      expect(resized.length).toBeGreaterThan(0);
      expect(resized.filter((r) => r.status !== 200 || r.type !== 'image/webp')).toEqual([]);
      await context.close();
    }
  });
}

test("nothing of the demo couple's photos is served: every /media path answers 404 on a Supabase site", { tag: '@desktop' }, async ({ request }) => {
  const { baseUrl } = await site('free');
  for (const demo of ['gallery/hero-couple.jpg', 'gallery/venue.jpg', 'story/2016-umbrella.jpg', 'story/2020-home.mp4']) {
    expect((await request.get(`${baseUrl}/media/${demo}`)).status(), demo).toBe(404);
  }
});

test("another guest's page never carries Rui's photos, and shows her the couple's gallery instead", { tag: '@desktop' }, async ({ browser, request }) => {
  const { baseUrl } = await site('free');
  standIn.clearRequests();
  const html = await (await request.get(`${baseUrl}/invite/${SOFIA.id}`)).text();
  expect(html).toContain(SOFIA.name);
  expect(html).not.toContain(RUI.id);
  expect(html).not.toMatch(/porto-\d\.jpg/);

  const { context, page } = await openAs(browser, VIEWPORTS[0]);
  await page.goto(`${baseUrl}/invite/${SOFIA.id}`);
  const memories = page.locator('section#memories').getByRole('img', { name: /^Wedding memory \d+$/ });
  await expect(memories).toHaveCount(3);
  for (const img of await memories.all()) {
    const shown = await loaded(img);
    expect(shown.src).not.toContain('guest-photo');
    expect(decodeURIComponent(shown.src)).toMatch(/\/storage\/v1\/object\/sign\/wedding-photos\/gallery\//);
  }
  expect(await page.content()).not.toContain(RUI.id);
  await context.close();
  // Her page asked storage for her own folder only, naming her.
  const lists = standIn
    .requestsTo('list')
    .map((r) => [r.headers['x-guest-id'], (r.body as { prefix?: string }).prefix] as const)
    .filter(([, prefix]) => String(prefix).startsWith('guest-photos'));
  expect(lists.length).toBeGreaterThan(0);
  expect(new Set(lists.map(String))).toEqual(new Set([String([SOFIA.id, `guest-photos/${SOFIA.id}`])]));
});

test('no wedding information yet: "Oops! Something went wrong", the missing-info text, and Try Again reloads into the invitation', { tag: '@desktop' }, async ({ browser, request }) => {
  const { baseUrl } = await site('free');
  const refresh = async () => expect((await postRefresh(request, baseUrl, TOKEN)).status()).toBe(200);
  await standIn.setTable('wedding_info', []);
  await refresh();
  try {
    for (const device of VIEWPORTS) {
      const { context, page } = await openAs(browser, device);
      await page.goto(`${baseUrl}/invite/${RUI.id}`);
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
      await expect(alert.getByText('Wedding information not found. Please check back later.')).toBeVisible();
      await expect(page.getByText(LISBON.fullNames)).toHaveCount(0);
      await context.close();
    }
    // The couple enters it; the guest presses Try Again and the page reloads into the invitation.
    const { context, page } = await openAs(browser, VIEWPORTS[0]);
    await page.goto(`${baseUrl}/invite/${RUI.id}`);
    await standIn.setTable('wedding_info', [LISBON_WEDDING_INFO]);
    await refresh();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await reloaded;
    await expect(page.getByText(`Dear ${RUI.name}`)).toBeVisible();
    await context.close();
  } finally {
    await standIn.setTable('wedding_info', [LISBON_WEDDING_INFO]);
    await refresh();
  }
});

test('a wedding_info row of the wrong shape on a cold start: the guest is asked to try again (503), never shown a stack or another couple', { tag: '@desktop' }, async ({ browser }) => {
  // The venue typed as plain text: Postgres takes it (it is a JSON object), the site's content check refuses it.
  await standIn.setTable('wedding_info', [{ ...LISBON_WEDDING_INFO, wedding: { ...(LISBON_WEDDING_INFO.wedding as object), venue: LISBON.venue } }]);
  const cold = await startDeployedSite({ SUPABASE_IMAGE_TRANSFORMS: 'off' });
  try {
    for (const device of VIEWPORTS) {
      const { context, page } = await openAs(browser, device);
      const answer = await page.goto(`${cold.baseUrl}/invite/${RUI.id}`);
      expect(answer?.status()).toBe(503);
      await expect(page.getByText('We could not open your invitation just now.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Try Again' })).toBeVisible();
      expect(await page.content()).not.toMatch(/Amelia|Daniel|node_modules|\bat (?:[^\s()]+ ){0,2}\(?[^\s()]+:\d+:\d+\)?/);
      await context.close();
    }
    await expect.poll(() => cold.output()).toMatch(/Failed to load wedding info, using nothing .*the wedding_info row/s);

    // The couple fixes the row; Try Again opens the invitation.
    const { context, page } = await openAs(browser, VIEWPORTS[0]);
    await page.goto(`${cold.baseUrl}/invite/${RUI.id}`);
    await standIn.setTable('wedding_info', [LISBON_WEDDING_INFO]);
    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page.getByText(`Dear ${RUI.name}`)).toBeVisible();
    await context.close();
  } finally {
    await cold.stop();
    await standIn.setTable('wedding_info', [LISBON_WEDDING_INFO]);
  }
});
