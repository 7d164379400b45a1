import { startStandIn, type StandIn, type StandInOptions } from '@/tests/stand-in/server';
import { demoBucket, snapshotOf } from '@/tests/support/stand-in';
import type { Finding } from './doctor-checks';
import { runDoctor } from './doctor-run';

/** The doctor's check of the members-only tables (replies, message texts), against the stand-in. */

// The stand-in starts a database for each test: slow on a busy machine.
jest.setTimeout(60_000);

let current: StandIn | undefined;
const run = async (options: StandInOptions = {}) => {
  current = await startStandIn({ rls: true, files: demoBucket(), ...options });
  const env = { SUPABASE_URL: current.url, SUPABASE_ANON_KEY: current.anonKey, SITE_URL: 'https://our-wedding.example', CONTENT_SNAPSHOT: await snapshotOf(current) };
  return (await runDoctor(env, undefined)).filter((f: Finding) => /replies|message texts|desk_messages/.test(f.title));
};
afterEach(async () => {
  await current?.close();
  current = undefined;
});

it("finds the replies and the couple's message texts closed to the public key", async () => {
  expect(await run()).toEqual([
    expect.objectContaining({ level: 'ok', title: "Only the wedding's members can read or write the guests' replies" }),
    expect.objectContaining({ level: 'ok', title: "Only the wedding's members can read or write the couple's message texts" }),
  ]);
});

it('warns about a project without the migration, and names it', async () => {
  const [replies, messages] = await run({ guestReplies: false, deskMessages: false });
  expect(replies).toMatchObject({ level: 'warn', title: 'The project has no guest_replies table: the desk cannot keep replies' });
  expect(replies?.fix).toMatch(/20261129000000_guest_replies\.sql/);
  expect(messages).toMatchObject({ level: 'warn', title: 'The project has no desk_messages table: the desk sends only its own texts' });
  expect(messages?.fix).toMatch(/20261130000000_desk_messages\.sql/);
});

it('fails a project whose public key may read the replies', async () => {
  const [finding] = await run({ rls: false });
  expect(finding).toMatchObject({ level: 'fail', title: "The public key has access to the guests' replies, which only the wedding's members may have" });
  expect(finding?.detail).toBe('the public key has read grants on guest_replies.');
});
