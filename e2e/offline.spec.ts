import type { Locator } from '@playwright/test';
import polish from '../messages/pl.json';
import type { Stack } from '../tests/support/stack';
import { GUESTS, invitePath } from './support/demo';
import { expect, stopAfterLeaving, test } from './support/fixtures';
import { InvitationPage } from './support/invitation-page';
import { cachedPaths, HERO_CUT, nonces, OFFLINE_CACHE, waitForSavedCopy } from './support/offline';
import { facesOf } from './support/platform-fonts';
import { startSecondServer } from './support/second-server';

const ADDRESS = '2 The Esplanade, Mosman NSW 2088, Australia';

/** The fonts Chromium drew an element's text in (e2e/support/platform-fonts.ts), by family name, each once. */
async function drawnIn(element: Locator): Promise<string[]> {
  await element.evaluate((el) => el.setAttribute('data-drawn-in', ''));
  try {
    return [...new Set(await facesOf(element.page(), '[data-drawn-in]'))];
  } finally {
    await element.evaluate((el) => el.removeAttribute('data-drawn-in'));
  }
}
const SAVED_NOTICE = /You are offline: this is the copy saved on this device on /;

test.describe('Offline at the venue', () => {
  // A visit online, the worker's install and the copy's upkeep: 23-27 s on two busy cores, near the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(({ consoleGuard }) => {
    // Offline, what was never kept fails to load, as it should: the guest's own photos, the map, the video, the signal probe.
    consoleGuard.allowFailedLoad(/guest-photos|\.mp4|google\.com|\/invite\/|\/sw\.js$/);
  });

  test('after one visit online the invitation opens offline, as a saved copy; another link does not', async ({ page, context }) => {
    const invitation = new InvitationPage(page);
    const path = invitePath(GUESTS.margaret.id);
    await invitation.goto(GUESTS.margaret.id);
    await waitForSavedCopy(page, path);

    // Days later, the browser's own cache may be gone: only the saved copy is left to draw from.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await context.setOffline(true);
    const offline = await page.reload();
    await expect(invitation.header.getByText(GUESTS.margaret.name)).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: SAVED_NOTICE });
    await expect(notice).toBeVisible();
    const rows = invitation.preview.locator('[data-row]');
    await expect(rows).toHaveCount(3);
    for (const [label, time] of [['Ceremony', '10:30 AM'], ['Speeches', '12:00 PM'], ['Lunch', '1:00 PM']] as const) {
      await expect(rows.filter({ hasText: label })).toContainText(time);
    }
    const venue = invitation.preview.locator('[data-card="venue"]');
    await expect(venue.getByText(ADDRESS)).toBeVisible();
    await expect(venue.getByRole('group', { name: 'Get directions' })).toBeVisible();
    await expect(invitation.rsvp.getByText('Monday, 27 October 2025')).toBeVisible();
    // The photos and fonts came from the saved copy too.
    await expect.poll(() => invitation.heroImage.evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && !img.dataset.fallback)).toBe(true);
    await venue.getByRole('img').scrollIntoViewIfNeeded();
    await expect.poll(() => venue.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && !img.dataset.fallback)).toBe(true);
    // The greeting is drawn in the web fonts' own files, which only the saved copy can give offline: the
    // guest's name in the serif face, the couple's names in the script face (the fonts Chromium drew
    // them in, whatever the CSS calls them), not in a system face standing in.
    await expect.poll(() => drawnIn(invitation.header.getByText(GUESTS.margaret.name).first()), { timeout: 20_000 }).toEqual([expect.stringMatching(/^Cormorant Garamond/)]);
    await expect.poll(() => drawnIn(invitation.header.getByText(/Amelia Rose Hart/).first()), { timeout: 20_000 }).toEqual([expect.stringMatching(/^Great Vibes/)]);
    // The saved page keeps the CSP nonce it was served with, so its scripts ran (the notice is React's).
    const saved = await nonces(page, offline?.headers()['content-security-policy']);
    expect(saved.header).toBeTruthy();
    expect(saved.scripts).toEqual([saved.header]);

    // Offline, the map overlay gives the address and the directions instead of an empty frame.
    await venue.getByRole('button', { name: /Venue/ }).click();
    const map = page.getByRole('region', { name: 'Map' });
    await expect(map.getByText(ADDRESS)).toBeVisible();
    await expect(map.getByRole('link', { name: /Google Maps/ })).toBeVisible();
    await expect(map.locator('iframe')).toHaveCount(0);

    // Back online: the page no longer says it is offline, and the map is drawn again.
    await context.setOffline(false);
    await expect(notice).toHaveCount(0, { timeout: 15_000 });
    await expect(map.locator('iframe')).toHaveCount(1);
    await context.setOffline(true);

    // A link this browser never opened: an offline notice, and nobody's invitation.
    await page.goto(invitePath(GUESTS.tom.id));
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
    await expect(page.getByText(GUESTS.margaret.name)).toHaveCount(0);
    await expect(page.getByText(GUESTS.tom.name)).toHaveCount(0);

    // Online again: the network's fresh page (a new nonce), and no notice.
    await context.setOffline(false);
    const fresh = await page.goto(path);
    await expect(invitation.header.getByText(GUESTS.margaret.name)).toBeVisible();
    await invitation.waitUntilInteractive();
    await expect(page.getByText(SAVED_NOTICE)).toHaveCount(0);
    const live = await nonces(page, fresh?.headers()['content-security-policy']);
    expect(live.header).not.toBe(saved.header);
    expect(live.scripts).toEqual([live.header]);
    expect(fresh?.headers()['x-offline-saved-at']).toBeUndefined();
  });

  test('the notice for a link never opened here speaks the language of the invitation this phone keeps', { tag: '@phone' }, async ({ page, context }) => {
    const path = invitePath(GUESTS.zofia.id);
    await page.goto(path);
    await expect(new InvitationPage(page).header.getByText(GUESTS.zofia.name)).toBeVisible();
    await waitForSavedCopy(page, path);

    await context.setOffline(true);
    await page.goto(invitePath(GUESTS.tom.id));
    await expect(page.getByRole('heading', { name: polish.offline.noCopyTitle })).toBeVisible();
    await expect(page.getByText(polish.offline.noCopyAgain)).toBeVisible();
    await expect(page.getByRole('link', { name: polish.offline.tryAgain })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page).toHaveTitle(polish.offline.noCopyTitle);
    await expect(page.getByText(GUESTS.zofia.name)).toHaveCount(0);
  });

  test('keeps only invitations: the private-invitation notice and other pages are never saved', { tag: '@phone' }, async ({ page }) => {
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.rosa.id);
    await waitForSavedCopy(page, invitePath(GUESTS.rosa.id));
    await page.goto('/');
    await page.goto('/invite/0f0f0a27-d393-4761-ab2a-bce4644a448d');
    await expect(page.getByText('Private Wedding Invitation')).toBeVisible();
    const pages = (await cachedPaths(page)).filter((p) => !/^\/(_next|images|media|share|faces)\//.test(p) && !p.endsWith('.webmanifest'));
    expect(pages).toEqual([invitePath(GUESTS.rosa.id)]);
    // No guest's photos nor the video are kept.
    expect((await cachedPaths(page)).filter((p) => /guest-photos|\.mp4/.test(decodeURIComponent(p)))).toEqual([]);
  });
});

test.describe('Offline copy upkeep', { tag: '@phone' }, () => {
  test("a new deploy's files replace the old ones, and the copy stays within its bounds", async ({ page }) => {
    const invitation = new InvitationPage(page);
    const path = invitePath(GUESTS.tom.id);
    await invitation.goto(GUESTS.tom.id);
    await waitForSavedCopy(page, path);
    // What an earlier deploy left behind, and a pile of old files: 100 small ones and one of 30 MB.
    await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      const old = (bytes: number) => new Response('x', { headers: { 'x-offline-saved-at': '1', 'x-offline-bytes': String(bytes) } });
      await cache.put('/_next/static/chunks/from-the-last-deploy.js', old(1));
      await cache.put('/faces/lato-latin-400-normal.lastdeploy.woff2', old(1));
      for (let i = 0; i < 100; i++) await cache.put(`/images/old-${i}.png`, old(1));
      await cache.put('/images/old-huge.png', old(30 * 1024 * 1024));
    }, OFFLINE_CACHE);

    // The next visit online saves the page afresh, drops the old build and trims the rest.
    await page.reload();
    await expect(invitation.header.getByText(GUESTS.tom.name)).toBeVisible();
    await expect.poll(async () => (await cachedPaths(page)).includes('/_next/static/chunks/from-the-last-deploy.js')).toBe(false);
    await expect.poll(async () => (await cachedPaths(page)).includes('/faces/lato-latin-400-normal.lastdeploy.woff2')).toBe(false);
    await expect.poll(async () => (await cachedPaths(page)).length).toBeLessThanOrEqual(80);
    await expect.poll(async () => (await cachedPaths(page)).includes('/images/old-huge.png')).toBe(false);
    const paths = await cachedPaths(page);
    expect(paths).toContain(path);
    // The scripts this browser runs (not the polyfills Chromium skips as noModule) are still there.
    const scripts = await page.evaluate(() => Array.from(document.scripts, (s) => (s.noModule ? '' : new URL(s.src || location.href).pathname)));
    const current = scripts.filter((p) => p.startsWith('/_next/static/'));
    expect(current.length).toBeGreaterThan(0);
    for (const script of current) expect(paths).toContain(script);
    // So are the faces' files this page's own rules name (components/shared/web-faces.tsx).
    const faces = paths.filter((p) => p.startsWith('/faces/'));
    expect(faces.length).toBeGreaterThan(0);
    const rules = await page.evaluate(() => Array.from(document.querySelectorAll('head style'), (style) => style.textContent).join(''));
    for (const file of faces) expect(rules).toContain(file);
  });
});

test.describe('Offline, the first guest after a start', { tag: '@phone' }, () => {
  test.describe.configure({ timeout: 120_000 });
  let fresh: Stack | undefined;
  // The phone's portrait cut of the hero.
  test.beforeEach(({ consoleGuard }) => {
    consoleGuard.allowFailedLoad(/guest-photos|\.mp4|google\.com|\/invite\/|\/sw\.js$/);
  });
  test.afterEach(async ({ page }) => stopAfterLeaving(page, fresh));

  test('the hero is saved under the name the saved page gives it, though the cut was renamed while saving', async ({ page, context }) => {
    fresh = await startSecondServer({ CONTENT_DIR: 'content/demo', CONTENT_PROTECTION: 'auto' });
    const base = fresh.baseUrl;
    const path = invitePath(GUESTS.margaret.id);
    // The worker fetches the page again to save it: let the cut be made first, so that copy names it by its bytes.
    let [pending, renamedTo] = ['', ''];
    await context.route(`${base}${path}`, async (route) => {
      if (!route.request().serviceWorker()) {
        const response = await route.fetch();
        pending ||= (await response.text()).match(HERO_CUT)?.[0] ?? '';
        return route.fulfill({ response });
      }
      if (pending) await fetch(`${base}/hero/${pending}`);
      renamedTo = (await (await fetch(`${base}${path}`)).text()).match(HERO_CUT)?.[0] ?? '';
      await route.continue();
    });
    const invitation = new InvitationPage(page);
    await page.goto(`${base}${path}`);
    await expect.poll(() => invitation.heroImage.evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: 20_000 }).toMatch(/portrait-/);
    const shownName = (await invitation.heroImage.evaluate((img: HTMLImageElement) => img.currentSrc)).match(HERO_CUT)?.[0];
    await waitForSavedCopy(page, path);
    expect(shownName, 'the page names the cut before it is made').toMatch(HERO_CUT);
    expect(renamedTo, 'the saved copy names it by its bytes').toMatch(HERO_CUT);
    expect(renamedTo).not.toBe(shownName);
    await expect.poll(async () => (await cachedPaths(page)).some((p) => p.includes(renamedTo)), { timeout: 45_000 }).toBe(true);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: SAVED_NOTICE })).toBeVisible();
    await expect.poll(() => invitation.heroImage.evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && !img.dataset.fallback), { timeout: 20_000 }).toBe(true);
  });
});
