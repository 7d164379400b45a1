import { startStandIn, type StandIn, type StandInOptions } from '@/tests/stand-in/server';
import { demoBucket, snapshotOf } from '@/tests/support/stand-in';
import type { Finding } from './doctor-checks';
import { runDoctor } from './doctor-run';

/** The doctor's check of recording opens, against the stand-in. */

// The stand-in starts a database for each test: slow on a busy machine.
jest.setTimeout(60_000);

let current: StandIn | undefined;
let snapshot = '';
const start = async (options: StandInOptions = {}) => {
  current = await startStandIn({ rls: true, files: demoBucket(), ...options });
  snapshot = await snapshotOf(current);
  return current;
};
afterEach(async () => {
  await current?.close();
  current = undefined;
});

const env = (standIn: StandIn, extra: Record<string, string> = {}) => ({
  SUPABASE_URL: standIn.url,
  SUPABASE_ANON_KEY: standIn.anonKey,
  SITE_URL: 'https://our-wedding.example',
  CONTENT_SNAPSHOT: snapshot,
  ...extra,
});
const about = (findings: Finding[]) => findings.filter((f) => /record_guest_open|guest opens|opens/.test(f.title));

it('finds the function callable by the public key, which can do nothing else with the opens, and records nothing', async () => {
  const standIn = await start();
  const findings = await runDoctor(env(standIn), undefined);

  expect(about(findings)).toEqual([
    expect.objectContaining({ level: 'ok', title: 'The public key can record that an invitation was opened (record_guest_open), and do nothing else with the opens' }),
  ]);
  // The stand-in serves the demo's guests, which the doctor rightly fails on (issue 18); nothing else fails.
  expect(findings.filter((f) => f.level === 'fail' && !f.title.startsWith("The demo's guests"))).toEqual([]);
  expect(await standIn.table('guest_opens')).toEqual([]);
});

it('fails a project without the migration, and names it', async () => {
  const standIn = await start({ guestOpens: false });
  const [finding] = about(await runDoctor(env(standIn), undefined));

  expect(finding).toMatchObject({ level: 'fail', title: 'The function record_guest_open is missing: no opens are recorded' });
  expect(finding?.fix).toMatch(/20251201000000_guest_opens\.sql.*TRACK_OPENS=off/);
});

it('fails a project where the public key can read the opens', async () => {
  const standIn = await start({ rls: false });
  await standIn.setTable('guest_opens', [{ guest_id: 'aa65baed-fb2b-4053-ba70-853b127d1f88', first_opened_at: '2025-11-20T10:00:00+00:00', last_opened_at: '2025-11-20T10:00:00+00:00', opening_days: 1 }]);
  const [finding] = about(await runDoctor(env(standIn), undefined));

  expect(finding).toMatchObject({ level: 'fail', title: 'The public key can do more with guest opens than record one' });
  expect(finding?.detail).toBe('the public key can read who opened their invitation.');
});

it('only notes that nothing is recorded when TRACK_OPENS is off', async () => {
  const standIn = await start({ guestOpens: false });
  const findings = await runDoctor(env(standIn, { TRACK_OPENS: 'off' }), undefined);

  expect(about(findings)).toEqual([expect.objectContaining({ level: 'info', title: 'TRACK_OPENS is off: the site records no opens' })]);
  expect(standIn.requestsTo('rpc')).toEqual([]);
});
