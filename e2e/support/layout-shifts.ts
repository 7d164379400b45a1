import { expect, type Page } from '@playwright/test';

/**
 * Every layout shift the page has recorded: how much, and how each moved box's edges and size changed.
 * Read synchronously: observe() with `buffered` puts the page's recorded shifts in the observer's buffer
 * at once and takeRecords() hands them over, so there is no waiting for a callback that an empty list
 * never gets. A browser that does not report layout shifts fails the test instead of passing it with none.
 */
export async function layoutShifts(page: Page) {
  const read = await page.evaluate(() => {
    type Shift = PerformanceEntry & { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    if (!PerformanceObserver.supportedEntryTypes.includes('layout-shift')) return { observed: false as const, shifts: [] };
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as Shift[];
    observer.disconnect();
    const shifts = entries.map((shift) => ({
      value: shift.value,
      moves: shift.sources.map((s) => ({
        text: (s.node?.textContent ?? '').slice(0, 40),
        dx: s.currentRect.x - s.previousRect.x,
        dy: s.currentRect.y - s.previousRect.y,
        dw: s.currentRect.width - s.previousRect.width,
        dh: s.currentRect.height - s.previousRect.height,
      })),
    }));
    return { observed: true as const, shifts };
  });
  expect(read.observed, 'the browser reports layout shifts (PerformanceObserver "layout-shift")').toBe(true);
  return read.shifts;
}

/** Once the page has named its web fonts and they have all arrived, and a frame has been drawn with them. */
export async function afterTheSwap(page: Page) {
  // The first paint's switch names them (lib/site/first-paint-script.ts).
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-after-paint')), { timeout: 20_000 }).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => page.evaluate(() => document.fonts.check('600 1rem "Cormorant Garamond"', 'Dear')), { timeout: 20_000 }).toBe(true);
  // A frame for any shift the swap caused to be recorded.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * The web fonts arrived without moving anything a guest would notice: every line keeps its height
 * and its vertical place (a centred line may re-centre sideways: the stand-in faces are sized on
 * average letter widths, app/font-fallbacks.css), and the page's shift stays within 0.01.
 */
export function expectQuietSwap(shifts: Awaited<ReturnType<typeof layoutShifts>>) {
  expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThanOrEqual(0.01);
  for (const move of shifts.flatMap((shift) => shift.moves)) expect({ text: move.text, dy: move.dy, dh: move.dh }).toEqual({ text: move.text, dy: 0, dh: 0 });
}
