import type { Stack } from '../tests/support/stack';
import { GUESTS, invitePath } from './support/demo';
import { expect, test } from './support/fixtures';
import { cachedPaths, waitForSavedCopy } from './support/offline';
import { startBackendServer } from './support/second-server';

/**
 * The offline worker in front of a backend: a saved invitation stands in when the site fails
 * (5xx), and goes for good when the couple deletes the guest (404).
 */

let stack: Stack;
const link = (id: string) => `${stack.baseUrl}${invitePath(id)}`;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.beforeAll(async () => {
  // Phone only: one run is enough, a phone at the venue.
  stack = await startBackendServer();
});
test.afterAll(async () => stack?.stop());
test.beforeEach(({ consoleGuard }) => {
  consoleGuard.allowFailedLoad(/guest-photos|guest-photo|\.mp4|google\.com|\/invite\/|\/sw\.js$/);
});

test('a guest who opened their link once gets the saved copy, with its note, while the site answers 503', { tag: '@phone' }, async ({ page }) => {
  await page.goto(link(GUESTS.rosa.id));
  await waitForSavedCopy(page, invitePath(GUESTS.rosa.id));

  stack.standIn!.setFailure('rest', '500', { table: 'guests' });
  try {
    const answer = await page.reload();
    expect(answer?.headers()['x-offline-saved-at'], 'the saved copy, not the 503 page').toBeTruthy();
    await expect(page.getByText(`Dear ${GUESTS.rosa.name}`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /could not be loaded just now: this is the copy saved on this device on / })).toBeVisible();
    await expect(page.getByText('We could not open your invitation just now')).toHaveCount(0);

    // A link this phone never opened gets the site's own answer: the notice with Try Again, never someone's copy.
    const other = await page.goto(link(GUESTS.tom.id));
    expect(other?.status()).toBe(503);
    await expect(page.getByRole('link', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByText(GUESTS.rosa.name)).toHaveCount(0);
  } finally {
    stack.standIn!.clearFailures();
  }
});

test('a guest the couple deleted loses the saved copy at the next visit online: offline there is nothing left', { tag: '@phone' }, async ({ page, context }) => {
  const path = invitePath(GUESTS.margaret.id);
  await page.goto(link(GUESTS.margaret.id));
  await waitForSavedCopy(page, path);

  const deleted = await fetch(`${stack.standIn!.url}/rest/v1/guests?id=eq.${GUESTS.margaret.id}`, {
    method: 'DELETE',
    headers: { apikey: stack.standIn!.serviceKey, authorization: `Bearer ${stack.standIn!.serviceKey}` },
  });
  expect(deleted.ok).toBe(true);

  const gone = await page.reload();
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Private Wedding Invitation' })).toBeVisible();
  await expect.poll(async () => (await cachedPaths(page)).filter((p) => p.startsWith(path))).toEqual([]);

  await context.setOffline(true);
  await page.goto(link(GUESTS.margaret.id));
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByText(GUESTS.margaret.name)).toHaveCount(0);
});
