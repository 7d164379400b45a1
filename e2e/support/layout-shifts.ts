import { expect, type Page } from '@playwright/test';

/** Every layout shift the page has recorded: how much, and how each moved box's edges and size changed. */
export function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ value: number; moves: { text: string; dx: number; dy: number; dw: number; dh: number }[] }[]>((resolve) => {
        type Shift = PerformanceEntry & { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
        const read = (entries: PerformanceEntryList) =>
          (entries as Shift[]).map((shift) => ({
            value: shift.value,
            moves: shift.sources.map((s) => ({
              text: (s.node?.textContent ?? '').slice(0, 40),
              dx: s.currentRect.x - s.previousRect.x,
              dy: s.currentRect.y - s.previousRect.y,
              dw: s.currentRect.width - s.previousRect.width,
              dh: s.currentRect.height - s.previousRect.height,
            })),
          }));
        // Layout shifts are read through an observer only; with none recorded, it never calls back.
        new PerformanceObserver((list) => resolve(read(list.getEntries()))).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 500);
      }),
  );
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
