import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { guestCommands, onStandInProject } from '@/tests/support/guest-commands';
import { TOM } from '@/tests/support/stand-in';
import { DEMO_GUESTS } from '../demo-guests';

/** The guest commands on a Supabase project (the stand-in with our policies), with the secret key. */

const { standIn, out, err, io, env, dir } = onStandInProject('guest-tool-supabase-');
const tool = guestCommands(env, dir, io);

it('adds and updates guests in one upsert; new guests get their id from the database', async () => {
  await writeFile(path.join(dir(), 'guests.csv'), 'name,personal_message,photo_dir\n"Nguyen, Tom",,\nTom Nguyen,"Bring the rod, Tom",tom-nguyen-7f3k\n');

  await expect(tool.import('guests.csv')).resolves.toBe(0);

  const guests = await standIn().table('guests');
  expect(guests).toHaveLength(DEMO_GUESTS.length + 1);
  expect(guests.find((g) => g.id === TOM)).toMatchObject({ personal_message: 'Bring the rod, Tom' });
  expect(guests.find((g) => g.name === 'Nguyen, Tom')?.id).toMatch(/^[0-9a-f-]{36}$/);
  const writes = standIn().requestsTo('rest-write');
  expect(writes).toHaveLength(1);
  expect(writes[0]?.headers.prefer).toMatch(/resolution=merge-duplicates/);
  expect(writes[0]?.headers.prefer).toMatch(/missing=default/);
});

it('re-importing adds no duplicates and writes nothing', async () => {
  await writeFile(path.join(dir(), 'guests.csv'), 'name\nNew Friend\n');
  await tool.import('guests.csv');
  standIn().clearRequests();

  await expect(tool.import('guests.csv')).resolves.toBe(0);

  expect((await standIn().table('guests')).filter((g) => g.name === 'New Friend')).toHaveLength(1);
  expect(standIn().requestsTo('rest-write')).toHaveLength(0);
});

it('writes the links of every guest read with the secret key', async () => {
  await expect(tool.links({ baseUrl: 'https://our-wedding.example', out: 'links' })).resolves.toBe(0);

  expect(out.filter((l) => l.includes('/invite/'))).toHaveLength(DEMO_GUESTS.length);
  const csv = await readFile(path.join(dir(), 'links', 'guest-links.csv'), 'utf8');
  expect(csv).toContain(`https://our-wedding.example/invite/${TOM}`);
});

it('cannot list the guests with the anon key given as the secret key', async () => {
  const code = await guestCommands(() => ({ SUPABASE_URL: standIn().url }), dir, io).links({ baseUrl: 'https://x.example', serviceKey: 'stand-in-anon-key' });
  // The policies hide every guest from the anon key: nothing to link.
  expect(code).toBe(0);
  expect(out[0]).toMatch(/^No guests yet/);
});

it("stores each guest's parts of the day, checked against wedding_info's, and lists them with the links", async () => {
  // The demo's wedding lists no parts: the day's are the specification's three.
  await writeFile(path.join(dir(), 'guests.csv'), 'name;invited_to\nAnna Kowalska;"ceremony;lunch"\nJan Nowak;evening\n');
  await expect(tool.import('guests.csv')).resolves.toBe(1);
  expect(err).toEqual([
    'Nothing was imported. Fix this problem and run it again:',
    "  row 3 (Jan Nowak): invited_to names \"evening\", which is not a part of the day: wedding_info lists no parts, so the day's parts are ceremony, speeches, lunch (- alone in the cell is the whole day)",
  ]);
  expect(standIn().requestsTo('rest-write')).toHaveLength(0);

  // A wedding with an evening at another venue.
  standIn().setTable('wedding_info', [JSON.parse(await readFile(path.resolve(__dirname, '../../../tests/fixtures/day-in-parts/wedding.json'), 'utf8')) as Record<string, unknown>]);
  await expect(tool.import('guests.csv')).resolves.toBe(0);
  const guests = await standIn().table('guests');
  expect(guests.find((g) => g.name === 'Anna Kowalska')?.invited_to).toEqual(['ceremony', 'lunch']);
  expect(guests.find((g) => g.name === 'Jan Nowak')?.invited_to).toEqual(['evening']);

  await expect(tool.links({ baseUrl: 'https://our-wedding.example', out: 'links' })).resolves.toBe(0);
  const csv = await readFile(path.join(dir(), 'links', 'guest-links.csv'), 'utf8');
  expect(csv).toMatch(/\r\nAnna Kowalska;;;ceremony lunch;https:/);
  expect(csv).toMatch(/\r\nTom Nguyen;;;;https:/);
});
