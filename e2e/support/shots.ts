import type { Page } from '@playwright/test';

/** With DESK_SHOTS=<folder>: the page at 390 and 1280 px, whole, to look at (no test reads them). */
export async function shoot(page: Page, name: string) {
  const shots = process.env.DESK_SHOTS;
  if (!shots) return;
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}
