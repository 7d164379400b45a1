import { DEMO_DIR, FAIL_TIMEOUT_MS, MAGGIE, SLACK_MS, timed, TOM, withStandIn } from '@/tests/support/stand-in';
import type { AppConfig } from '@/lib/server/config';
import { createSupabaseOpenRecorder, selectOpenRecorder } from './open-recorder';

/** Recording an open with the anon key, against the stand-in answering as PostgREST does. */

const standIn = withStandIn();
const recorder = (timeoutMs = 5000) => createSupabaseOpenRecorder({ url: standIn().url, anonKey: standIn().anonKey, timeoutMs });

it('calls record_guest_open with the guest id, and the guest is stamped', async () => {
  await recorder()(MAGGIE);

  const calls = standIn().requestsTo('rpc');
  expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', '/rest/v1/rpc/record_guest_open', { guest_id: MAGGIE }]]);
  expect(calls[0]?.headers.apikey).toBe(standIn().anonKey);
  expect((await standIn().table('guest_opens')).map((r) => r.guest_id)).toEqual([MAGGIE]);
});

it.each(['hang', 'refuse', '500'] as const)('rejects within its time budget when the backend fails (%s), and tries once', async (mode) => {
  standIn().setFailure('rpc', mode);
  const { value, ms } = await timed(recorder(FAIL_TIMEOUT_MS)(TOM).then(() => 'recorded', () => 'rejected'));

  expect(value).toBe('rejected');
  expect(ms).toBeLessThan(FAIL_TIMEOUT_MS + SLACK_MS);
  expect(standIn().requestsTo('rpc')).toHaveLength(1);
});

describe('which recorder a server gets', () => {
  const base: AppConfig = { supabase: null, siteUrl: null, contentDir: DEMO_DIR, contentProtection: 'auto', refreshToken: null, cronSecret: null, behindProxy: false, trackOpens: true, snapshotFile: '/nowhere/snapshot.json' };
  const supabase = { url: 'http://127.0.0.1:9', anonKey: 'key', imageTransforms: true };

  it('records with Supabase', () => expect(selectOpenRecorder({ ...base, supabase })).toEqual(expect.any(Function)));
  it('records nothing on local content', () => expect(selectOpenRecorder(base)).toBeNull());
  it('records nothing with TRACK_OPENS=off', () => expect(selectOpenRecorder({ ...base, supabase, trackOpens: false })).toBeNull());
});
