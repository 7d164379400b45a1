import type { Page } from '@playwright/test';
import { GUESTS, invitePath } from './support/demo';
import { expect, stopAfterLeaving, test } from './support/fixtures';
import { afterTheSwap, expectQuietSwap, layoutShifts } from './support/layout-shifts';
import { facesOfEveryText } from './support/platform-fonts';
import { stallingProxy } from './support/stalling-proxy';

/**
 * The first paint never waits for a font file or the hero photo (lib/site/first-paint-script.ts): the greeting is
 * drawn at once in the metric-matched fallbacks, the invitation's faces follow, and a browser that
 * already has them draws them from the start.
 */
test.use({ serviceWorkers: 'block' });

/** When (ms since navigation) the page named its web fonts, painted first, and first asked for a font file. */
async function timings(page: Page) {
  // A return visit names the fonts before its first paint: wait for that paint too.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-after-paint') && performance.getEntriesByName('first-contentful-paint').length > 0))
    .toBe(true);
  return page.evaluate(async () => {
    await document.fonts.ready;
    const resources = performance.getEntriesByType('resource');
    const fonts = resources.filter((e) => e.name.endsWith('.woff2'));
    const hero = resources.filter((e) => e.name.includes('hero'));
    const vines = resources.filter((e) => e.name.includes('vine.svg'));
    const photos = resources.filter((e) => e.name.includes('/_next/image'));
    return {
      namedAt: performance.getEntriesByName('after-paint')[0]?.startTime ?? null,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      earliestFont: fonts.length ? Math.min(...fonts.map((f) => f.startTime)) : null,
      earliestHero: hero.length ? Math.min(...hero.map((f) => f.startTime)) : null,
      earliestVine: vines.length ? Math.min(...vines.map((f) => f.startTime)) : null,
      earliestPhoto: photos.length ? Math.min(...photos.map((f) => f.startTime)) : null,
      script: getComputedStyle(document.querySelector('h1')!).fontFamily,
      // The names' shadow comes with the photo it keeps them readable on (components/invitation/hero).
      shadow: getComputedStyle(document.querySelector('h1')!).textShadow,
      scriptLoaded: document.fonts.check('1rem "Great Vibes"', 'Amelia'),
    };
  });
}

test('a first visit paints the greeting before any font file or the hero photo is asked for; a return visit names the fonts before its first paint', async ({ page }) => {
  await page.goto(invitePath(GUESTS.margaret.id));
  const first = await timings(page);
  expect(first.fcp).not.toBeNull();
  expect(first.namedAt!).toBeGreaterThanOrEqual(first.fcp!);
  expect(first.earliestFont!).toBeGreaterThanOrEqual(first.fcp!);
  // The hero photo waits for the greeting too; the shade's colour stands in.
  await expect(page.getByRole('banner').getByRole('img')).toBeVisible();
  await expect.poll(async () => (await timings(page)).earliestHero).not.toBeNull();
  expect((await timings(page)).earliestHero!).toBeGreaterThanOrEqual(first.fcp!);
  // So do the photos below it (the love story's are the nearest) and the decorative vines.
  await expect.poll(async () => (await timings(page)).earliestPhoto).not.toBeNull();
  expect((await timings(page)).earliestPhoto!).toBeGreaterThanOrEqual(first.fcp!);
  await expect.poll(async () => (await timings(page)).earliestVine).not.toBeNull();
  expect((await timings(page)).earliestVine!).toBeGreaterThanOrEqual(first.fcp!);
  // The design arrives: the couple's names in the script face.
  expect(first.script).toMatch(/^"?Great Vibes/);
  expect(first.scriptLoaded).toBe(true);
  expect(first.shadow).not.toBe('none');

  await page.reload();
  const again = await timings(page);
  expect(again.namedAt!).toBeLessThan(again.fcp!);
  expect(again.script).toMatch(/^"?Great Vibes/);
});

test('the invitation\'s faces arrive without moving a line: the centred names re-centre by a few pixels at most', async ({ page }) => {
  await page.goto(invitePath(GUESTS.margaret.id));
  await afterTheSwap(page);
  // The stand-in faces take the web fonts' room (app/font-fallbacks.css).
  expectQuietSwap(await layoutShifts(page));
});

test('on a link that stalls in the middle of the greeting, the first frame waits for all of it: nothing moves when the rest comes', async ({ page, baseURL }) => {
  // The greeting sits at the foot of the photo: drawn with half the names, it would grow upwards
  // when the rest arrived. The page asks the browser to hold its first frame until the greeting is
  // whole (FirstFrameUntil, components/shared/after-first-paint.tsx).
  const slowLink = await stallingProxy(baseURL!, /<h1[^>]*>.*?<\/span>/s, 800);
  try {
    await page.goto(`${slowLink.url}${invitePath(GUESTS.margaret.id)}`);
    await afterTheSwap(page);
    expectQuietSwap(await layoutShifts(page));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amelia Rose Hart & Daniel James Okafor');
  } finally {
    await stopAfterLeaving(page, slowLink);
  }
});

test('on a link that stalls after the notice\'s title, its card is drawn whole: nothing moves when the rest comes', async ({ page, baseURL }) => {
  // The card is centred: drawn with its title alone, it would grow both ways when its text arrived.
  const slowLink = await stallingProxy(baseURL!, /<h1[^>]*>.*?<\/h1>/s, 800);
  try {
    await page.goto(`${slowLink.url}/`);
    await expect(page.getByRole('heading', { name: 'Private Wedding Invitation' })).toBeVisible();
    await afterTheSwap(page);
    expect(await layoutShifts(page)).toEqual([]);
  } finally {
    await stopAfterLeaving(page, slowLink);
  }
});

/** Whether the sections below the greeting were drawn when the first paint was reported, and whether the switch had come yet. */
async function sectionsAtFirstPaint(page: Page, path: string) {
  await page.addInitScript(() => {
    // Registered before the page's own script, so it is told of the first paint before the switch.
    new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      const sections = [...document.querySelectorAll('header + main > section')];
      (window as unknown as { atFirstPaint: object }).atFirstPaint = {
        sections: sections.length > 0 && sections.every((section) => getComputedStyle(section).display !== 'none'),
        switched: document.documentElement.hasAttribute('data-after-paint'),
      };
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto(path);
  await expect.poll(() => page.evaluate(() => 'atFirstPaint' in window)).toBe(true);
  return page.evaluate(() => (window as unknown as { atFirstPaint: { sections: boolean; switched: boolean } }).atFirstPaint);
}

test('where the greeting fills the screen, the first frame is the greeting alone: the sections below come with the switch, out of sight, and nothing moves', async ({ page }) => {
  expect(page.viewportSize()!.height).toBeLessThanOrEqual(920);
  expect(await sectionsAtFirstPaint(page, invitePath(GUESTS.margaret.id))).toEqual({ sections: false, switched: false });
  await afterTheSwap(page);
  expectQuietSwap(await layoutShifts(page));
  // Every section is there after the switch, down to the reply.
  for (const id of ['story', 'preview', 'memories', 'rsvp']) await expect(page.locator(`section#${id}`)).toBeAttached();
  const rsvp = page.locator('section#rsvp');
  await rsvp.scrollIntoViewIfNeeded();
  await expect(rsvp.getByRole('heading', { level: 2 })).toBeVisible();
});

test('on a screen taller than the greeting, the sections below it are in the first frame', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1100 });
  expect(await sectionsAtFirstPaint(page, invitePath(GUESTS.margaret.id))).toEqual({ sections: true, switched: false });
  await afterTheSwap(page);
  expectQuietSwap(await layoutShifts(page));
});

test('the no-access notice does not move at all when its faces arrive', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Private Wedding Invitation' })).toBeVisible();
  await afterTheSwap(page);
  expect(await layoutShifts(page)).toEqual([]);
  // Its soft shadow is drawn after its words, and is there once they are.
  expect(await page.locator('.notice-card').evaluate((card) => getComputedStyle(card).boxShadow)).not.toBe('none');
});

for (const [name, path, texts] of [
  ['the invitation', invitePath(GUESTS.margaret.id), 50],
  ['the no-access notice', '/', 3],
] as const) {
  test(`every letter and sign on ${name} is in the face its text names: the browser never searches the system for a glyph`, { tag: '@phone' }, async ({ page }) => {
    // Such a search runs while the first paint is laid out (a ▶ sign once cost it about 15 ms), and
    // a phone may answer it with an emoji.
    await page.goto(path);
    await afterTheSwap(page);
    const drawn = await facesOfEveryText(page);
    expect(drawn.length).toBeGreaterThanOrEqual(texts);
    for (const t of drawn) for (const face of t.faces) expect(face, `"${t.text}"`).toMatch(/^(Cormorant Garamond|Great Vibes|Lato)\b/);
  });
}
