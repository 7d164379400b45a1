import { expect, type Page } from '@playwright/test';

/** The offline worker's cache (public/sw.js). */
export const OFFLINE_CACHE = 'invitation-offline-v1';

/** Paths the worker holds, read from the page itself through the Cache API. */
export function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  }, OFFLINE_CACHE);
}

/** The file the venue card shows: the couple's photo, or the stock one when the photo could not be signed in time. */
function venueFile(page: Page): Promise<string> {
  return page.locator('[data-card="venue"] img').first().evaluate((img: HTMLImageElement) => {
    const src = new URL(img.getAttribute('src')!, location.href);
    const file = src.pathname === '/_next/image' ? new URL(src.searchParams.get('url')!, location.href) : src;
    return file.pathname.split('/').pop()!;
  });
}

/**
 * Waits until the worker controls the page and has saved it with what it needs to be shown
 * (its stylesheets, scripts, fonts and the hero photo). The CSS is inlined in the page
 * (next.config's inlineCss), so any stylesheet the page still links must be saved too.
 */
export async function waitForSavedCopy(page: Page, path: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
  const stylesheets = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (l) => new URL(l.href).pathname),
  );
  await expect
    .poll(
      async () => {
        const paths = await cachedPaths(page);
        const venue = await venueFile(page);
        return {
          page: paths.includes(path),
          css: stylesheets.every((s) => paths.includes(s)),
          fonts: paths.filter((p) => p.endsWith('.woff2')).length >= 3,
          hero: paths.some((p) => /hero-couple|\/hero\/portrait-/.test(decodeURIComponent(p))),
          venue: paths.some((p) => decodeURIComponent(p).includes(venue)),
          placeholder: paths.includes('/images/placeholder.svg'),
        };
      },
      { timeout: 20_000 },
    )
    .toEqual({ page: true, css: true, fonts: true, hero: true, venue: true, placeholder: true });
}

/** The nonce of the page's CSP header and the nonce its scripts carry. */
export async function nonces(page: Page, csp: string | undefined) {
  const header = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  const scripts = await page.evaluate(() => [...new Set(Array.from(document.scripts, (s) => s.nonce).filter(Boolean))]);
  return { header, scripts };
}
