import { expect, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import type { Stack } from '../tests/support/stack';
import type { FailureMode } from '../tests/stand-in/server';
import { GUESTS, invitePath } from './support/demo';
import { startBackendServer } from './support/second-server';
import { postRefresh } from './support/raw-request';

/**
 * The production build in front of the stand-in backend (PostgREST + Storage), failing in
 * every way a real one can. Spec §8: the page still works, with its fallbacks, within the time limit.
 */
const TOKEN = 'a-refresh-token-for-the-tests-only';
const BUDGET_MS = 3000; // lib/wedding/limits.ts BACKEND_TIMEOUT_MS
const MODES: FailureMode[] = ['hang', 'refuse', '500', 'malformed-json', 'wrong-shape'];
// A frame (`at fn (file:1:2)`, `at async fn (…)`, `at file:1:2`), matched without backtracking over a long line of HTML.
const STACK_TRACE = /\bat (?:[^\s()]+ ){0,2}\(?[^\s()]+:\d+:\d+\)?|node_modules|webpack-internal/;

let stack: Stack;
const greets = (html: string, name: string) => new RegExp(`Dear\\s*(<!-- -->)?\\s*<span[^>]*>${name}<`).test(html);

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // Desktop only: one backend run is enough.
  stack = await startBackendServer({ env: { REFRESH_TOKEN: TOKEN } });
});
test.afterAll(async () => stack?.stop());

async function fresh(request: APIRequestContext) {
  stack.standIn?.clearFailures();
  stack.standIn?.clearRequests();
  const refreshed = await postRefresh(request, stack.baseUrl, TOKEN);
  expect(refreshed.status()).toBe(200);
}

async function timedGet(request: APIRequestContext, path: string) {
  const started = Date.now();
  const response = await request.get(`${stack.baseUrl}${path}`, { timeout: 20_000 });
  const html = await response.text();
  return { response, html, ms: Date.now() - started };
}

test('a healthy backend greets the guest with her own photos from storage', { tag: '@desktop' }, async ({ request }) => {
  await fresh(request);
  const { response, html } = await timedGet(request, invitePath(GUESTS.margaret.id));
  expect(response.status()).toBe(200);
  expect(greets(html, 'Margaret Ellis'), 'greets the guest').toBe(true);
  expect(html.includes('A borrowed umbrella'), 'shows the stored love story').toBe(true);
  expect(/guest-photos\/aa65baed-fb2b-4053-ba70-853b127d1f88\//.test(html), 'shows her own photos').toBe(true);
  expect(html.includes('href="mailto:amelia.and.daniel@example.com?subject=RSVP%20%E2%80%94%20Margaret%20Ellis"'), 'offers the stored reply email').toBe(true);
  const guestLookups = stack.standIn!.requests.filter((r) => r.path === '/rest/v1/guests');
  expect(guestLookups).toHaveLength(1);
  expect(guestLookups[0]?.headers['x-guest-id']).toBe(GUESTS.margaret.id);
});

for (const mode of MODES) {
  test(`wedding content that fails (${mode}) keeps the last good copy and a working page within the limit`, { tag: '@desktop' }, async ({ request }) => {
    await fresh(request);
    for (const table of ['wedding_info', 'love_story', 'photo_gallery']) stack.standIn!.setFailure('rest', mode, { table });
    for (const route of ['list', 'sign', 'sign-batch'] as const) stack.standIn!.setFailure(route, mode);
    const refreshed = await postRefresh(request, stack.baseUrl, TOKEN, { timeout: 20_000 });
    expect(await refreshed.json()).toMatchObject({ refreshed: false });

    const { response, html, ms } = await timedGet(request, invitePath(GUESTS.margaret.id));
    expect(response.status()).toBe(200);
    expect(greets(html, 'Margaret Ellis'), 'greets the guest').toBe(true);
    expect(html.includes('A borrowed umbrella'), "still shows the couple's own love story").toBe(true);
    expect(STACK_TRACE.test(html), 'shows no stack trace').toBe(false);
    expect(ms).toBeLessThan(2 * BUDGET_MS + 2000);
  });

  test(`a guest lookup that fails (${mode}) says it could not be opened just now, with Try Again, answered 503, within the limit`, { tag: '@desktop' }, async ({ request }) => {
    await fresh(request);
    stack.standIn!.setFailure('rest', mode, { table: 'guests' });
    const { response, html, ms } = await timedGet(request, invitePath(GUESTS.margaret.id));
    expect(response.status()).toBe(503);
    expect(html.includes('We could not open your invitation just now.'), 'says what happened').toBe(true);
    expect(html.includes('personalised link'), 'never tells a guest with a link to use their link').toBe(false);
    expect(html).toContain(`href="${invitePath(GUESTS.margaret.id)}"`);
    expect(html.includes('Try Again'), 'offers to try again').toBe(true);
    expect(html.includes('Margaret Ellis'), 'shows nothing of the guest').toBe(false);
    expect(STACK_TRACE.test(html), 'shows no stack trace').toBe(false);
    expect(ms).toBeLessThan(BUDGET_MS + 2000);
  });
}

test('a guest photo that cannot be signed is left out and the gallery fills in', { tag: '@desktop' }, async ({ request }) => {
  await fresh(request);
  stack.standIn!.setFailure('sign', '500', { path: 'guest-photos/tom-nguyen-7f3k/road-trip.png' });
  const { response, html } = await timedGet(request, invitePath(GUESTS.tom.id));
  expect(response.status()).toBe(200);
  expect(greets(html, 'Tom Nguyen'), 'greets the guest').toBe(true);
  expect(html.includes('road-trip.png'), 'leaves the unsigned photo out').toBe(false);
  expect(html.includes('Wedding memory 3'), 'still shows three photos').toBe(true);
});

/** Paths a prober might send: anything at all, and the classics. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }).map(encodeURIComponent),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '%E0%A4%A',
    '%',
    '%ZZ',
    '%00',
    'aa65baed-fb2b-4053-ba70-853b127d1f88%00',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f',
    "'%20OR%201=1--",
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    'a'.repeat(5000),
    'AA65BAED-FB2B-4053-BA70-853B127D1F88x',
    '00000000-0000-0000-0000-000000000000%2Fx',
  ),
);

test('malformed ids and unknown paths never get a 5xx, a stack trace, or a backend call', { tag: '@desktop' }, async ({ request }) => {
  await fresh(request);
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  await fc.assert(
    fc.asyncProperty(nasty, fc.boolean(), async (segment, underInvite) => {
      const path = underInvite ? `/invite/${segment}` : `/${segment}`;
      const response = await request.get(`${stack.baseUrl}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expect(STACK_TRACE.test(await response.text()), `no stack trace for ${path}`).toBe(false);
    }),
    { numRuns: 120 },
  );
  const askedIds = stack.standIn!.requests.filter((r) => r.path === '/rest/v1/guests').map((r) => String(r.query.id).replace(/^eq\./, ''));
  expect(askedIds.filter((id) => !isUuid.test(id))).toEqual([]);
});

test('the server never prints the backend key', { tag: '@desktop' }, async () => {
  expect(stack.output()).not.toContain(stack.standIn!.anonKey);
});
