import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { MAGGIE, ROSA, settle, TOM } from '@/tests/support/stand-in';
import { OPENS } from '@/lib/wedding/limits';
import { OPENED_ROUTE } from '@/lib/site/routes';
import { openTokenFor, openToRecord, opensRecorded, recordOpen } from './record-open';

/**
 * The beacon's path on the server, with Supabase (the stand-in) configured as on a deployment:
 * which requests are recorded, once per guest per window, and a failing backend never surfacing.
 */

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
  Object.assign(process.env, { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey });
});
afterAll(async () => {
  await settle(standIn);
  await standIn.close();
});
beforeEach(() => {
  standIn.clearFailures();
  standIn.clearRequests();
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const beacon = (body: string, headers: Record<string, string> = {}, method = 'POST') =>
  new Request(`http://localhost${OPENED_ROUTE}`, {
    method,
    headers: { 'user-agent': CHROME, 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain;charset=UTF-8', ...headers },
    ...(method === 'POST' ? { body } : {}),
  });
const guest = (id: string, token = openTokenFor(id)) => JSON.stringify({ guest: id, token });

it('carries the beacon on the page when Supabase is configured', () => {
  expect(opensRecorded()).toBe(true);
});

it("records a browser's beacon once, then not again within the window", async () => {
  const first = await openToRecord(beacon(guest(MAGGIE)));
  const again = await openToRecord(beacon(guest(MAGGIE.toUpperCase())));
  expect([first, again]).toEqual([MAGGIE, null]);

  await recordOpen(first as string);
  expect((await standIn.table('guest_opens')).map((r) => r.guest_id)).toEqual([MAGGIE]);
});

it.each([
  ['a link-preview crawler', () => beacon(guest(ROSA), { 'user-agent': 'WhatsApp/2.23.20.0 A' })],
  ['a prefetch', () => beacon(guest(ROSA), { 'sec-purpose': 'prefetch' })],
  ['curl', () => beacon(guest(ROSA), { 'user-agent': 'curl/8.5.0' })],
  ['HEAD', () => beacon('', {}, 'HEAD')],
  ['a body that is not a guest id', () => beacon('{"guest":"../../etc"}')],
  ['a guest id without its token', () => beacon(JSON.stringify({ guest: ROSA }))],
  ["another guest's token", () => beacon(guest(ROSA, openTokenFor(TOM)))],
  ['an oversized body', () => beacon(`{"guest":"${ROSA}","pad":"${'x'.repeat(OPENS.maxBodyBytes)}"}`)],
])('records nothing for %s', async (_, request) => {
  // Built in the test, once the stand-in's settings are in place.
  await expect(openToRecord(request())).resolves.toBeNull();
});

it.each(['hang', 'refuse', '500'] as const)('never rejects when recording fails (%s): it logs a warning within its budget', async (mode) => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  standIn.setFailure('rpc', mode);
  const started = Date.now();

  await expect(recordOpen(TOM)).resolves.toBeUndefined();

  expect(Date.now() - started).toBeLessThan(OPENS.recordTimeoutMs + 1500);
  expect(warn).toHaveBeenCalledWith('Could not record that an invitation was opened:', expect.any(String));
  expect(JSON.stringify(warn.mock.calls)).not.toContain(TOM);
  warn.mockRestore();
});

it("never lets made-up ids use up the real guests' budget", async () => {
  const madeUp = Array.from({ length: OPENS.maxRecordsPerMinute * 4 }, () => crypto.randomUUID());
  for (const id of madeUp) {
    // Every forgery an outsider can make: no token, a token of their own, a real guest's token.
    await expect(openToRecord(beacon(JSON.stringify({ guest: id, token: 'x'.repeat(22) })))).resolves.toBeNull();
    await expect(openToRecord(beacon(guest(id, openTokenFor(ROSA))))).resolves.toBeNull();
  }
  await expect(openToRecord(beacon(guest(ROSA)))).resolves.toBe(ROSA);
});
