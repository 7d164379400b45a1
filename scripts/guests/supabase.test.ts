import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_GUESTS } from '@/scripts/db/demo-guests';
import { TOM } from '@/tests/support/stand-in';
import { guestToolOnStandIn } from './tool-on-stand-in';

/** The guest tool on a Supabase project (the stand-in with our policies), with the secret key. */

const { standIn, out, dir, run, runWith } = guestToolOnStandIn('guest-tool-supabase-');

it('adds and updates guests in one upsert; new guests get their id from the database', async () => {
  await writeFile(path.join(dir(), 'guests.csv'), 'name,personal_message,photo_dir\n"Nguyen, Tom",,\nTom Nguyen,"Bring the rod, Tom",tom-nguyen-7f3k\n');

  await expect(run('import', 'guests.csv')).resolves.toBe(0);

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
  await run('import', 'guests.csv');
  standIn().clearRequests();

  await expect(run('import', 'guests.csv')).resolves.toBe(0);

  expect((await standIn().table('guests')).filter((g) => g.name === 'New Friend')).toHaveLength(1);
  expect(standIn().requestsTo('rest-write')).toHaveLength(0);
});

it('writes the links of every guest read with the secret key', async () => {
  await expect(run('links', '--base-url', 'https://our-wedding.example', '--out', 'links')).resolves.toBe(0);

  expect(out.filter((l) => l.includes('/invite/'))).toHaveLength(DEMO_GUESTS.length);
  const csv = await readFile(path.join(dir(), 'links', 'guest-links.csv'), 'utf8');
  expect(csv).toContain(`https://our-wedding.example/invite/${TOM}`);
});

it('cannot list the guests with the anon key given as the secret key', async () => {
  const code = await runWith({ SUPABASE_URL: standIn().url }, 'links', '--base-url', 'https://x.example', '--service-key', 'stand-in-anon-key');
  // The policies hide every guest from the anon key: nothing to link.
  expect(code).toBe(0);
  expect(out[0]).toMatch(/^No guests yet/);
});
