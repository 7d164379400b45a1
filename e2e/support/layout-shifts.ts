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

/** Once the page has named its web fonts (the greeting's names' too) and they have all arrived, and a frame has been drawn with them. */
export async function afterTheSwap(page: Page) {
  // Set after data-after-paint, once the greeting's names have their faces (components/shared/after-first-paint.tsx).
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-names-ready'))).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => page.evaluate(() => document.fonts.check('1rem "Wedding Serif"', 'Dear'))).toBe(true);
  // A frame for any shift the swap caused to be recorded.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}
