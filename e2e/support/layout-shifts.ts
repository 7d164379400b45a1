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

/** Once the page has named its web fonts and they have all arrived, and a frame has been drawn with them. */
export async function afterTheSwap(page: Page) {
  // The first paint's switch names them (components/shared/after-first-paint.tsx).
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-after-paint'))).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => page.evaluate(() => document.fonts.check('600 1rem "Cormorant Garamond"', 'Dear'))).toBe(true);
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
