import { execFile } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Stack } from '../tests/support/stack';
import { expect, stopAfterLeaving, test } from './support/fixtures';
import { startBackendServer } from './support/second-server';
import { DEMO_GUESTS } from '../lib/couple/demo-guests';
import { GUESTS, invitePath } from './support/demo';
import { sectionsShown } from './support/invitation-page';
import { OPENS } from '../lib/wedding/limits';

/**
 * Who has opened their invitation (docs/couples-guide.md, "See who has opened it"): the production
 * build in front of the stand-in. Only a guest's browser showing the page records an open;
 * link previews, prefetches, HEAD and scripts never do.
 */

const run = promisify(execFile);
const CRAWLERS = {
  WhatsApp: 'WhatsApp/2.23.20.0 A',
  Slackbot: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  Telegram: 'TelegramBot (like TwitterBot)',
  Discord: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.10; rv:38.0) Gecko/20100101 Firefox/38.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  Twitterbot: 'Twitterbot/1.0',
  facebookexternalhit: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
};

let stack: Stack;

/** The link fetched with plain curl; where curl is not installed, the same request curl sends. */
async function curlStatus(url: string): Promise<string> {
  try {
    return (await run('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code}', url])).stdout;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    return String((await fetch(url, { headers: { 'user-agent': 'curl/8.5.0', accept: '*/*' } })).status);
  }
}
const link = (id: string) => `${stack.baseUrl}${invitePath(id)}`;
/** This run's own secret, so a test can make a page's open token for an id (as lib/server/site-secret.ts does). */
const SITE_SECRET = `opens-journeys-${randomUUID()}`;
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const BARRIERS = new Set<string>();
const guestOf = (call: { body: unknown }) => String((call.body as { guest_id?: unknown }).guest_id);
const rpcCalls = () => stack.standIn!.requestsTo('rpc').filter((c) => !BARRIERS.has(guestOf(c)));

/**
 * Waits until every open the server has decided to record so far has reached the backend: it answers
 * each beacon at once and writes afterwards, in the order it answered, so once a beacon posted now (a
 * valid token for an id that is nobody's, which records nothing) has reached the backend, any write an
 * earlier beacon asked for has too. Instead of waiting a while and hoping a write would have come by then.
 */
async function writesSettled(request: APIRequestContext) {
  const id = randomUUID();
  BARRIERS.add(id);
  const token = createHmac('sha256', SITE_SECRET).update(`guest-open\n${id}`).digest('base64url').slice(0, 22);
  const answer = await request.post(`${stack.baseUrl}/api/opened`, { data: JSON.stringify({ guest: id, token }), headers: { 'user-agent': CHROME, 'sec-fetch-site': 'same-origin' } });
  expect(answer.status()).toBe(204);
  await expect.poll(() => stack.standIn!.requestsTo('rpc').some((c) => guestOf(c) === id), { message: 'the barrier open reached the backend' }).toBe(true);
}
const opened = async () => (await stack.standIn!.table('guest_opens')).map((r) => r.guest_id);

// Many fetches and browser contexts per test: more than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  // Desktop only: one backend run is enough.
  stack = await startBackendServer({ env: { SITE_SECRET } });
});
test.afterAll(async () => stack?.stop());

/** Opens the link in a fresh Chromium context; answers the page once its beacon (if any) has been answered. */
async function openInChromium(browser: Browser, url: string, options: { userAgent?: string; headers?: Record<string, string> } = {}) {
  const context = await browser.newContext({ ...(options.userAgent ? { userAgent: options.userAgent } : {}), extraHTTPHeaders: options.headers ?? {} });
  const page = await context.newPage();
  // The beacon follows hydration: 13.6 s after navigation in one full run on two busy cores (trace), so 20 s as the other page waits.
  const beacon = page.waitForResponse((r) => r.url().endsWith('/api/opened'), { timeout: 20_000 });
  await page.goto(url);
  return { page, context, beacon: await beacon };
}

test('link previews, prefetches, HEAD and curl fetching the link record nothing', { tag: '@desktop' }, async ({ request, browser }) => {
  const url = link(GUESTS.margaret.id);
  for (const [name, ua] of Object.entries(CRAWLERS)) {
    const response = await request.get(url, { headers: { 'user-agent': ua } });
    expect(response.status(), name).toBe(200);
    expect(await response.text(), `${name} gets the preview`).toContain('Wedding Invitation - Amelia &amp; Daniel');
  }
  expect((await request.get(url, { headers: { purpose: 'prefetch' } })).status()).toBe(200);
  expect((await request.get(url, { headers: { 'sec-purpose': 'prefetch' } })).status()).toBe(200);
  expect((await request.head(url)).status()).toBe(200);
  expect(await curlStatus(url)).toBe('200');

  // Crawlers that do run scripts: the beacon is sent, and refused.
  for (const [who, options] of [
    ['WhatsApp in a real browser', { userAgent: CRAWLERS.WhatsApp }],
    ['Discord in a real browser', { userAgent: CRAWLERS.Discord }],
    ['a prefetching browser', { headers: { purpose: 'prefetch' } }],
  ] as const) {
    const { context, beacon } = await openInChromium(browser, url, options);
    expect(beacon.status(), who).toBe(204);
    await context.close();
  }

  await writesSettled(request);
  expect(rpcCalls()).toEqual([]);
  expect(await opened()).toEqual([]);
});

test('opening an invitation in Chromium records an open for that guest only, once, after a flood of made-up ids', { tag: '@desktop' }, async ({ page, request }) => {
  // A script posting random ids with a browser's user agent: refused, and no real guest's open is lost to it.
  for (let i = 0; i < 400; i++) {
    const forged = { guest: crypto.randomUUID(), token: crypto.randomUUID().replaceAll('-', '').slice(0, 22) };
    const answer = await request.post(`${stack.baseUrl}/api/opened`, { data: JSON.stringify(forged), headers: { 'user-agent': CHROME, 'sec-fetch-site': 'same-origin' } });
    expect(answer.status()).toBe(204);
  }
  await writesSettled(request);
  expect(rpcCalls()).toEqual([]);

  const beacon = page.waitForRequest((r) => r.url().endsWith('/api/opened'));
  await page.goto(link(GUESTS.margaret.id));
  expect((await beacon).postDataJSON()).toEqual({ guest: GUESTS.margaret.id, token: expect.stringMatching(/^[\w-]{22}$/) });

  await expect.poll(opened, { timeout: 5000 }).toEqual([GUESTS.margaret.id]);
  const calls = rpcCalls();
  expect(calls.map((c) => [c.path, c.body])).toEqual([['/rest/v1/rpc/record_guest_open', { guest_id: GUESTS.margaret.id }]]);
  expect(calls[0]?.headers.apikey).toBe(stack.standIn!.anonKey);

  // Reopening at once is the same visit, as far as the couple is concerned: no second write.
  const again = page.waitForResponse((r) => r.url().endsWith('/api/opened'));
  await page.reload();
  expect((await again).status()).toBe(204);
  await writesSettled(request);
  expect(rpcCalls()).toHaveLength(1);
});

test('npm run guests -- opens lists her with times and the others as not opened', { tag: '@desktop' }, async () => {
  const { stdout } = await run('npm', ['run', '--silent', 'guests', '--', 'opens'], {
    env: { ...process.env, SUPABASE_URL: stack.standIn!.url, SUPABASE_ANON_KEY: stack.standIn!.anonKey, SUPABASE_SERVICE_ROLE_KEY: stack.standIn!.serviceKey },
  });
  const iso = '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z';
  // Not opened first, by name; then who has.
  const others = DEMO_GUESTS.filter((g) => g.id !== GUESTS.margaret.id).sort((a, b) => a.name.localeCompare(b.name));
  expect(stdout.trim().split('\n').slice(0, DEMO_GUESTS.length)).toEqual([
    ...others.map((g) => expect.stringMatching(new RegExp(`^${g.name}\\s+not opened$`))),
    expect.stringMatching(new RegExp(`^Margaret Ellis\\s+${iso}\\s+${iso}\\s+\\(1 day\\)$`)),
  ]);
  expect(stdout).toContain(`1 of ${DEMO_GUESTS.length} guests have opened their invitation`);
});

/** What a guest reads on the page once everything has loaded: every visible text, in order. */
async function visibleText(page: Page) {
  await page.waitForLoadState('networkidle');
  await sectionsShown(page);
  return page.locator('body').innerText();
}

for (const [mode, guest] of [
  ['refused', GUESTS.tom],
  ['hanging', GUESTS.rosa],
] as const) {
  test(`a ${mode} record call changes nothing a guest sees`, { tag: '@desktop' }, async ({ page, browser }) => {
    stack.standIn!.setFailure('rpc', mode === 'refused' ? 'refuse' : 'hang');
    const beacon = page.waitForResponse((r) => r.url().endsWith('/api/opened'));
    await page.goto(link(guest.id));
    const answer = await beacon;
    expect(answer.status()).toBe(204);
    await answer.finished();
    // The beacon's own round trip, not the page load: it is answered before the record call's deadline.
    expect(answer.request().timing().responseEnd, 'the beacon is answered without waiting for the backend').toBeLessThan(OPENS.recordTimeoutMs);
    await expect(page.getByText(guest.name, { exact: true }).first()).toBeVisible();
    await expect.poll(() => rpcCalls().filter((c) => (c.body as { guest_id?: string }).guest_id === guest.id).length).toBe(1);
    const failing = await visibleText(page);

    // The same invitation with a healthy backend: the same words, and no error anywhere.
    stack.standIn!.clearFailures();
    const healthy = await openInChromium(browser, link(guest.id));
    expect(await visibleText(healthy.page)).toBe(failing);
    expect(failing).not.toMatch(/Oops|Something went wrong|Error/);
    await healthy.context.close();
    await expect.poll(() => stack.output()).toContain('Could not record that an invitation was opened');
    expect(stack.output()).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });
}

test("the couple's preview link (?preview) shows the invitation and records nothing", { tag: '@desktop' }, async ({ page }) => {
  const beacons: string[] = [];
  page.on('request', (r) => void (r.url().endsWith('/api/opened') && beacons.push(r.url())));
  const before = rpcCalls().length;
  await page.goto(`${link(GUESTS.rosa.id)}?preview`);
  await expect(page.getByText(GUESTS.rosa.name, { exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(beacons).toEqual([]);
  expect(rpcCalls()).toHaveLength(before);
});

test('TRACK_OPENS=off: the page sends no beacon and nothing is recorded', { tag: '@desktop' }, async ({ page }) => {
  const off = await startBackendServer({ env: { TRACK_OPENS: 'off' } });
  try {
    const beacons: string[] = [];
    page.on('request', (r) => void (r.url().endsWith('/api/opened') && beacons.push(r.url())));
    await page.goto(`${off.baseUrl}${invitePath(GUESTS.tom.id)}`);
    await expect(page.getByText(GUESTS.tom.name, { exact: true }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(beacons).toEqual([]);
    expect(off.standIn!.requestsTo('rpc')).toEqual([]);
  } finally {
    await stopAfterLeaving(page, off);
  }
});

test('local content (no backend) sends no beacon and writes nothing', { tag: '@desktop' }, async ({ page }) => {
  const beacons: string[] = [];
  page.on('request', (r) => void (r.url().endsWith('/api/opened') && beacons.push(r.url())));
  await page.goto(invitePath(GUESTS.tom.id));
  await expect(page.getByText(GUESTS.tom.name, { exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(beacons).toEqual([]);
});
