import type { Page } from '@playwright/test';
import { GUESTS, invitePath } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * The first paint never waits for a font file or the hero photo (components/shared/after-first-paint.tsx): the greeting is
 * drawn at once in the metric-matched fallbacks, the invitation's faces follow, and a browser that
 * already has them draws them from the start.
 */
test.use({ serviceWorkers: 'block' });

/** When (ms since navigation) the page named its web fonts, painted first, and first asked for a font file. */
async function timings(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-after-paint'))).toBe(true);
  return page.evaluate(async () => {
    await document.fonts.ready;
    const resources = performance.getEntriesByType('resource');
    const fonts = resources.filter((e) => e.name.endsWith('.woff2'));
    const hero = resources.filter((e) => e.name.includes('hero'));
    return {
      namedAt: (window as unknown as { namedAt?: number }).namedAt ?? null,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      earliestFont: fonts.length ? Math.min(...fonts.map((f) => f.startTime)) : null,
      earliestHero: hero.length ? Math.min(...hero.map((f) => f.startTime)) : null,
      script: getComputedStyle(document.querySelector('h1')!).fontFamily,
      scriptLoaded: document.fonts.check('1rem "Wedding Script"', 'Amelia'),
    };
  });
}

test('a first visit paints the greeting before any font file or the hero photo is asked for; a return visit names the fonts before its first paint', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const w = window as unknown as { namedAt?: number };
      if (w.namedAt === undefined && document.documentElement?.hasAttribute('data-after-paint')) w.namedAt = performance.now();
    }).observe(document, { attributes: true, childList: true, subtree: true, attributeFilter: ['data-after-paint'] });
  });

  await page.goto(invitePath(GUESTS.margaret.id));
  const first = await timings(page);
  expect(first.fcp).not.toBeNull();
  expect(first.namedAt!).toBeGreaterThanOrEqual(first.fcp!);
  expect(first.earliestFont!).toBeGreaterThanOrEqual(first.fcp!);
  // The hero photo waits for the greeting too; the shade's colour stands in.
  await expect(page.getByRole('banner').getByRole('img')).toBeVisible();
  expect((await timings(page)).earliestHero!).toBeGreaterThanOrEqual(first.fcp!);
  // The design arrives: the couple's names in the script face.
  expect(first.script).toMatch(/^"?Wedding Script/);
  expect(first.scriptLoaded).toBe(true);

  await page.reload();
  const again = await timings(page);
  expect(again.namedAt!).toBeLessThan(again.fcp!);
  expect(again.script).toMatch(/^"?Wedding Script/);
});
