import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Stack } from '../tests/support/stack';
import { startBackendServer } from './support/second-server';
import { LISBON, lisbonStandIn } from '../tests/support/other-couple';
import { postRefresh } from './support/raw-request';

/**
 * Issue 12's acceptance, on the production build in front of the stand-in serving a couple other
 * than the built-in samples (Inês & Tiago, Lisbon): healthy, then the content tables failing
 * and a forced refresh, then healthy again — the couple stays on the invitation, on / and in the
 * link-preview tags, and nothing answers 5xx.
 */
const TOKEN = 'a-refresh-token-for-the-tests-only';
const CRAWLER = 'WhatsApp/2.23.20.0';
const SAMPLE_COUPLE = /Amelia|Daniel/;
const INVITE = `/invite/${LISBON.guest.id}`;
let stack: Stack;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // Desktop only: one backend run is enough.
  stack = await startBackendServer({
    env: { REFRESH_TOKEN: TOKEN, CONTENT_SNAPSHOT: '/nowhere/snapshot.json' },
    standIn: lisbonStandIn(),
  });
});
test.afterAll(async () => stack?.stop());

const refresh = (request: APIRequestContext) =>
  postRefresh(request, stack.baseUrl, TOKEN, { timeout: 20_000 });

/** What a guest, the no-access page and a messaging app's crawler each get. */
async function everyView(request: APIRequestContext) {
  const get = (path: string, ua?: string) => request.get(`${stack.baseUrl}${path}`, { headers: ua ? { 'user-agent': ua } : {}, timeout: 20_000 });
  const [invite, home, preview] = await Promise.all([get(INVITE), get('/'), get(INVITE, CRAWLER)]);
  return {
    statuses: [invite.status(), home.status(), preview.status()],
    invite: await invite.text(),
    home: await home.text(),
    preview: await preview.text(),
  };
}

function expectTheCouple(views: Awaited<ReturnType<typeof everyView>>) {
  expect(views.statuses.every((s) => s < 500), `statuses ${views.statuses}`).toBe(true);
  // The page's heading, as the server wrote it (its words, without the markup and no-break spaces inside it).
  const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(views.invite)?.[1];
  expect(heading?.replace(/<[^>]+>/g, '').replace(/\u00a0/g, ' ')).toBe('Inês Carvalho &amp; Tiago Mendes');
  expect(views.invite).toContain(LISBON.venue);
  expect(views.invite).toContain('12 June 2026');
  expect(views.home).toContain('content="Inês &amp; Tiago"'); // the sharing image's alt text
  expect(views.preview).toMatch(/<meta property="og:title" content="Wedding Invitation - Inês &amp; Tiago"/);
  for (const html of [views.invite, views.home, views.preview]) expect(html).not.toMatch(SAMPLE_COUPLE);
}

test('healthy → content tables failing and a forced refresh → healthy again: always the couple, never a 5xx', { tag: '@desktop' }, async ({ request }) => {
  expectTheCouple(await everyView(request));

  for (const table of ['wedding_info', 'love_story', 'photo_gallery']) stack.standIn!.setFailure('rest', '500', { table });
  const failed = await refresh(request);
  expect(failed.status()).toBe(200);
  expect(await failed.json()).toMatchObject({ refreshed: false });
  expectTheCouple(await everyView(request));

  stack.standIn!.clearFailures();
  expect(await (await refresh(request)).json()).toEqual({ refreshed: true });
  expectTheCouple(await everyView(request));
});

test('a failed guest lookup answers 503 with one message and a Try Again that reloads the invitation', { tag: '@desktop' }, async ({ page }) => {
  stack.standIn!.setFailure('rest', '500', { table: 'guests' });
  const response = await page.goto(`${stack.baseUrl}${INVITE}`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'Private Wedding Invitation' })).toBeVisible();
  // One message: the guest did use their link, so nothing tells them to use it.
  await expect(page.getByText('We could not open your invitation just now.')).toBeVisible();
  await expect(page.getByText('Please try again in a moment.')).toBeVisible();
  await expect(page.getByText(/personalised link|use the link you received/)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('lookup-failed.png') });

  stack.standIn!.clearFailures();
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page.getByText('Inês Carvalho & Tiago Mendes')).toBeVisible();
});

test('a tab shown again after its links near expiry fetches fresh data in place, keeping the guest’s scroll position', { tag: '@desktop' }, async ({ page }) => {
  await page.clock.install();
  await page.goto(`${stack.baseUrl}${INVITE}`);
  await expect(page.getByText('Inês Carvalho & Tiago Mendes')).toBeVisible();
  await page.locator('#memories').scrollIntoViewIfNeeded();
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  const scrollY = await page.evaluate(() => window.scrollY);

  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await page.clock.fastForward('01:01:00'); // the links now have less than their margin left
  const refetch = page.waitForRequest((r) => r.url().includes(INVITE) && r.headers()['rsc'] === '1');
  await setVisibility('visible');
  await refetch;
  await page.waitForLoadState('networkidle');

  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true); // no full reload
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThan(4);
  await expect(page.getByText('Inês Carvalho & Tiago Mendes')).toBeVisible();
});

test('a tab shown again while its links are fresh does not fetch anything', { tag: '@desktop' }, async ({ page }) => {
  await page.goto(`${stack.baseUrl}${INVITE}`);
  await expect(page.getByText('Inês Carvalho & Tiago Mendes')).toBeVisible();
  let refetched = false;
  page.on('request', (r) => {
    if (r.headers()['rsc'] === '1') refetched = true;
  });
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  // The page decides in its handler, and a refetch starts at once: once the page has drawn a frame and gone idle, none came.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestIdleCallback(r, { timeout: 5000 }))));
  expect(refetched).toBe(false);
});
