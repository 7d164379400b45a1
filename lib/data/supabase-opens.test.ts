import { FAIL_TIMEOUT_MS, MAGGIE, settingsFor, SLACK_MS, timed, TOM, withStandIn } from '@/tests/support/stand-in';
import { createSupabaseSource } from './supabase';

/** Recording an open with the anon key, against the stand-in answering as PostgREST does. */

const standIn = withStandIn();
const source = (recordOpenTimeoutMs = 5000) => createSupabaseSource(settingsFor(standIn(), { recordOpenTimeoutMs }));

it('calls record_guest_open with the guest id, and the guest is stamped', async () => {
  await source().recordOpen?.(MAGGIE);

  const calls = standIn().requestsTo('rpc');
  expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/rest/v1/rpc/record_guest_open', { guest_id: MAGGIE }]]);
  expect(calls[0]?.headers.apikey).toBe(standIn().anonKey);
  expect((await standIn().table('guest_opens')).map((r) => r.guest_id)).toEqual([MAGGIE]);
});

it.each(['hang', 'refuse', '500'] as const)('rejects within its time budget when the backend fails (%s), and tries once', async (mode) => {
  standIn().setFailure('rpc', mode);
  const { value, ms } = await timed(Promise.resolve(source(FAIL_TIMEOUT_MS).recordOpen?.(TOM)).then(() => 'recorded', () => 'rejected'));

  expect(value).toBe('rejected');
  expect(ms).toBeLessThan(FAIL_TIMEOUT_MS + SLACK_MS);
  expect(standIn().requestsTo('rpc')).toHaveLength(1);
});

it('records nothing when not asked to', () => {
  expect(createSupabaseSource(settingsFor(standIn())).recordOpen).toBeUndefined();
});
