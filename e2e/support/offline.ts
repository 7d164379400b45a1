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

/** The file an image shows or will (the optimiser's source): the couple's photo, or a stock one when it could not be signed in time. */
function shownFile(page: Page, selector: string): Promise<string> {
  return page.locator(selector).first().evaluate((img: HTMLImageElement) => {
    const src = new URL(img.currentSrc || img.getAttribute('src')!, location.href);
    const file = src.pathname === '/_next/image' ? new URL(src.searchParams.get('url')!, location.href) : src;
    return file.pathname.split('/').pop()!;
  });
}

/** The hero's portrait cut, named by its content until made, then by its bytes. */
export const HERO_CUT = /portrait-[0-9a-f]{12}\.jpg/;

/** The cut the saved copy names ('' while it names none or is not saved yet). */
function savedHeroCut(page: Page, path: string): Promise<string> {
  return page.evaluate(
    async ([name, at, cut]) => {
      const saved = await (await caches.open(name)).match(location.origin + at);
      return (saved && new RegExp(cut).exec(await saved.text())?.[0]) || '';
    },
    [OFFLINE_CACHE, path, HERO_CUT.source] as const,
  );
}

/**
 * Waits until the worker controls the page and has saved it with what it needs to be shown
 * (its stylesheets, scripts, fonts and the hero photo, as the saved copy names it). The CSS is inlined in the page
 * (next.config's inlineCss), so any stylesheet the page still links must be saved too.
 */
export async function waitForSavedCopy(page: Page, path: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
  const stylesheets = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (l) => new URL(l.href).pathname),
  );
  await expect
    .poll(
      async () => {
        const paths = await cachedPaths(page);
        const [venue, hero] = [await shownFile(page, '[data-card="venue"] img'), await shownFile(page, 'header img')];
        const savedHero = await savedHeroCut(page, path);
        return {
          page: paths.includes(path),
          css: stylesheets.every((s) => paths.includes(s)),
          fonts: paths.filter((p) => p.endsWith('.woff2')).length >= 3,
          hero: paths.some((p) => decodeURIComponent(p).includes(hero)),
          // Only a page showing the portrait cut (an upright phone) needs the one its saved copy names.
          savedHero: !HERO_CUT.test(hero) || !savedHero || paths.some((p) => decodeURIComponent(p).includes(savedHero)),
          venue: paths.some((p) => decodeURIComponent(p).includes(venue)),
          placeholder: paths.includes('/images/placeholder.svg'),
        };
      },
      // The worker fetches them one by one: on a loaded CI machine each photo's resize took 3-10 s.
      { timeout: 45_000 },
    )
    .toEqual({ page: true, css: true, fonts: true, hero: true, savedHero: true, venue: true, placeholder: true });
}

/** The nonce of the page's CSP header and the nonce its scripts carry. */
export async function nonces(page: Page, csp: string | undefined) {
  const header = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  const scripts = await page.evaluate(() => [...new Set(Array.from(document.scripts, (s) => s.nonce).filter(Boolean))]);
  return { header, scripts };
}
