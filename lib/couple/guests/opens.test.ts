import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { guestCommands, onStandInProject } from '@/tests/support/guest-commands';
import { MAGGIE, ROSA, TOM } from '@/tests/support/stand-in';
import { DEMO_GUESTS } from '../demo-guests';
import { formatOpenLine } from './opens';

/** `npm run guests -- opens` and the links' opened columns, on the stand-in with our policies, with the secret key. */

const { standIn, out, err, io, env, dir } = onStandInProject('guest-opens-');
const tool = guestCommands(env, dir, io);
/** What the site does when Margaret's invitation is shown: the anon key calls the function. */
const opensInvitation = (id: string) =>
  fetch(`${standIn().url}/rest/v1/rpc/record_guest_open`, {
    method: 'POST',
    headers: { apikey: standIn().anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ guest_id: id }),
  });
const ISO = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/;
/** The demo's guests in the tool's order (by name), leaving out the one given. */
const othersThan = (id: string) => DEMO_GUESTS.filter((g) => g.id !== id).sort((a, b) => a.name.localeCompare(b.name));

it('lists the guests who have not opened it first, then who has, with first and last time in ISO 8601', async () => {
  await opensInvitation(MAGGIE);

  await expect(tool.opens()).resolves.toBe(0);

  expect(out.slice(0, DEMO_GUESTS.length)).toEqual([
    ...othersThan(MAGGIE).map((g) => expect.stringMatching(new RegExp(`^${g.name}\\s+not opened$`))),
    expect.stringMatching(new RegExp(`^Margaret Ellis\\s+${ISO.source}\\s+${ISO.source}\\s+\\(1 day\\)$`)),
  ]);
  expect(out.at(-1)).toBe(`\n1 of ${DEMO_GUESTS.length} guests have opened their invitation (times in UTC).`);
  expect(err).toEqual([]);
});

it('lines names in any script up by the columns a terminal gives them', () => {
  const guest = (name: string) => ({ guest: { id: TOM, name, personal_message: null, photo_dir: null }, open: null });
  expect([formatOpenLine(guest('渡辺 花子'), 10), formatOpenLine(guest('Ana Lima'), 10)]).toEqual(['渡辺 花子   not opened', 'Ana Lima    not opened']);
});

it('writes the same to a CSV file with --csv', async () => {
  await opensInvitation(TOM);

  await expect(tool.opens({ csv: 'reminders/opens.csv' })).resolves.toBe(0);

  const lines = (await readFile(path.join(dir(), 'reminders', 'opens.csv'), 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('name,hint,first_opened_at,last_opened_at,opening_days,id');
  expect(lines.slice(1)).toEqual([
    ...othersThan(TOM).map((g) => `${g.name},,,,0,${g.id}`),
    expect.stringMatching(new RegExp(`^Tom Nguyen,,${ISO.source},${ISO.source},1,${TOM}$`)),
  ]);
});

it("adds when each guest opened it to the links' CSV", async () => {
  await opensInvitation(ROSA);

  await expect(tool.links({ baseUrl: 'https://our-wedding.example', out: 'links' })).resolves.toBe(0);

  const lines = (await readFile(path.join(dir(), 'links', 'guest-links.csv'), 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('name,hint,language,invited_to,link,preview_link,qr_svg,qr_png,id,log_tag,first_opened_at,last_opened_at');
  expect(lines.find((l) => l.startsWith('Rosa Alvarez'))).toMatch(new RegExp(`,${ROSA},guest-[0-9a-f]{8},${ISO.source},${ISO.source}$`));
  expect(lines.find((l) => l.startsWith('Tom Nguyen'))).toMatch(new RegExp(`,${TOM},guest-[0-9a-f]{8},,$`));
});

it('still writes the links when the opens cannot be read, and says why the columns are empty', async () => {
  standIn().setFailure('rest', '500', { table: 'guest_opens' });

  await expect(tool.links({ baseUrl: 'https://our-wedding.example', out: 'links' })).resolves.toBe(0);

  expect(err).toEqual([expect.stringMatching(/^The opened columns stay empty: Could not read the opens/)]);
  expect(out.filter((l) => l.includes('/invite/'))).toHaveLength(DEMO_GUESTS.length);
});

it('fails with what to do when the secret key is missing, like links', async () => {
  await expect(guestCommands(() => ({ SUPABASE_URL: standIn().url }), dir, io).opens()).rejects.toThrow(/^The secret key is missing/);
});

it('says that nothing is recorded with local content', async () => {
  await expect(guestCommands(() => ({}), dir, io).opens()).resolves.toBe(0);
  expect(out).toEqual(['Opens are recorded only when the site reads from Supabase; with local content nothing is recorded.']);
});

it('forgets an open the couple caused with --reset, by name or by id, and asks which namesake is meant', async () => {
  await opensInvitation(TOM);
  await opensInvitation(ROSA);

  await expect(tool.opens({ reset: 'tom nguyen' })).resolves.toBe(0);
  expect(out.at(-1)).toBe('Tom Nguyen is listed as not opened again.');
  expect((await standIn().table('guest_opens')).map((r) => r.guest_id)).toEqual([ROSA]);

  await expect(tool.opens({ reset: ROSA })).resolves.toBe(0);
  expect(await standIn().table('guest_opens')).toEqual([]);

  await expect(tool.opens({ reset: 'Nobody Here' })).rejects.toThrow(/^No guest is called "Nobody Here"/);
});
