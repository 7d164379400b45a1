import { startStandIn, type StandIn, type StandInOptions } from '@/tests/stand-in/server';
import { demoBucket, snapshotOf } from '@/tests/support/stand-in';
import type { Finding } from './doctor-checks';
import { runDoctor } from './doctor-run';

/** The doctor's check of the replies table, against the stand-in. */

// The stand-in starts a database for each test: slow on a busy machine.
jest.setTimeout(60_000);

let current: StandIn | undefined;
const run = async (options: StandInOptions = {}) => {
  current = await startStandIn({ rls: true, files: demoBucket(), ...options });
  const env = { SUPABASE_URL: current.url, SUPABASE_ANON_KEY: current.anonKey, SITE_URL: 'https://our-wedding.example', CONTENT_SNAPSHOT: await snapshotOf(current) };
  return (await runDoctor(env, undefined)).filter((f: Finding) => /replies/.test(f.title));
};
afterEach(async () => {
  await current?.close();
  current = undefined;
});

it('finds the replies closed to the public key', async () => {
  expect(await run()).toEqual([expect.objectContaining({ level: 'ok', title: "Only the wedding's members can read or record replies" })]);
});

it('warns about a project without the migration, and names it', async () => {
  const [finding] = await run({ guestReplies: false });
  expect(finding).toMatchObject({ level: 'warn', title: 'The project has no guest_replies table: the desk cannot keep replies' });
  expect(finding?.fix).toMatch(/20261129000000_guest_replies\.sql/);
});

it('fails a project whose public key may read the replies', async () => {
  const [finding] = await run({ rls: false });
  expect(finding).toMatchObject({ level: 'fail', title: "The public key has access to the guests' replies, which only the wedding's members may have" });
});
