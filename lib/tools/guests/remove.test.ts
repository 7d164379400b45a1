import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createSupabaseSource } from '@/lib/data/supabase';
import { guestCommands, onStandInProject } from '@/tests/support/guest-commands';
import { PORTO_WEDDING as PORTO, portoWeddingRow } from '@/tests/support/porto-wedding';
import { restoreProject } from '@/lib/couple/backup/restore';
import { CONFIRM_REFUSED } from '@/lib/couple/confirm';
import { projectSettings, serviceClient } from '@/lib/couple/project';

/** `npm run guests -- remove`: one guest and their opens, asked for, backed up first (issue 35, item 6). */

// The stand-in starts a database for each test: slow on a busy machine.
jest.setTimeout(60_000);

const { standIn, out, err, io, env, dir } = onStandInProject('guest-remove-');
const tool = guestCommands(env, dir, io);
const refusal = (done: Promise<number>) => done.then(() => '', (e: Error) => e.message);

type Row = { id: string; name: string };
const guests = async () => (await standIn().table('guests')) as Row[];
const idOf = async (name: string) => (await guests()).find((g) => g.name === name)?.id as string;

beforeEach(async () => {
  await standIn().setTable('wedding_info', [await portoWeddingRow()]);
  await standIn().setTable('guests', []);
  await writeFile(path.join(dir(), 'guests.csv'), await readFile(path.join(PORTO, 'guests-excel.csv')));
  await expect(tool.import('guests.csv')).resolves.toBe(0);
  await standIn().setTable('guest_opens', [{ guest_id: await idOf('Jonas Becker'), first_opened_at: '2027-08-01T10:00:00Z', last_opened_at: '2027-08-02T10:00:00Z', opening_days: 2 }]);
  out.length = 0;
  err.length = 0;
});

it('without --yes and without a terminal lists what would go, removes nothing and exits non-zero', async () => {
  await expect(tool.remove('Jonas Becker')).resolves.toBe(1);

  expect(out.join('\n')).toMatch(/the guest Jonas Becker \([0-9a-f-]{36}\), and their personal link\n {2}their opens: first 2027-08-01T10:00:00\.000Z, last 2027-08-02T10:00:00\.000Z \(2 days\)/);
  expect(err).toEqual([`${CONFIRM_REFUSED} (There is no terminal to ask at.)`]);
  expect(await guests()).toHaveLength(12);
  expect(await standIn().table('guest_opens')).toHaveLength(1);
  expect(await readdir(dir())).not.toContain('backups');
});

it('with --yes backs up, removes the guest and their opens, their link finds nobody at once; the backup brings them back', async () => {
  const jonas = await idOf('Jonas Becker');
  const site = createSupabaseSource({ url: standIn().url, anonKey: standIn().anonKey, imageTransforms: false, timeoutMs: 10_000 });
  await expect(site.getGuest(jonas)).resolves.toMatchObject({ name: 'Jonas Becker' });

  await expect(tool.remove('jonas becker', { yes: true })).resolves.toBe(0);

  expect((await guests()).map((g) => g.name)).not.toContain('Jonas Becker');
  expect(await guests()).toHaveLength(11);
  expect(await standIn().table('guest_opens')).toEqual([]);
  await expect(site.getGuest(jonas)).resolves.toBeNull();
  const backup = path.resolve(dir(), /^Backup first: (\S+) \(to undo: npm run restore -- \1\)$/.exec(out.find((l) => l.startsWith('Backup first: ')) ?? '')![1]!);
  const saved = JSON.parse(await readFile(path.join(backup, 'rows', 'guests.json'), 'utf8')) as Row[];
  expect(saved.find((g) => g.id === jonas)?.name).toBe('Jonas Becker');
  expect(JSON.parse(await readFile(path.join(backup, 'rows', 'guest_opens.json'), 'utf8'))).toEqual([expect.objectContaining({ guest_id: jonas, opening_days: 2 })]);

  // The backup it printed brings them back, opens included, with the same link.
  const client = serviceClient(projectSettings({ SUPABASE_URL: standIn().url, SUPABASE_SERVICE_ROLE_KEY: standIn().serviceKey }));
  await expect(restoreProject(client, backup, { dryRun: false, yes: true, cwd: dir() }, { out: () => undefined, err: () => undefined })).resolves.toMatchObject({ status: 'restored' });
  await expect(site.getGuest(jonas)).resolves.toMatchObject({ name: 'Jonas Becker' });
  expect(await standIn().table('guest_opens')).toEqual([expect.objectContaining({ guest_id: jonas, opening_days: 2 })]);
});

it('removes only when the couple types yes at the terminal', async () => {
  const answers = ['no', 'YES'];
  const ask = jest.fn(async () => answers.shift() ?? '');

  await expect(tool.remove('Tiago Costa', { ask })).resolves.toBe(1);
  expect(await guests()).toHaveLength(12);
  await expect(tool.remove('Tiago Costa', { ask })).resolves.toBe(0);
  expect((await guests()).map((g) => g.name)).not.toContain('Tiago Costa');
  expect(ask).toHaveBeenCalledTimes(2);
});

it('a dry run lists what would go and removes nothing', async () => {
  await expect(tool.remove('Tiago Costa', { dryRun: true, yes: true })).resolves.toBe(0);

  expect(out[0]).toBe('Dry run, nothing removed. This would remove:');
  expect(out[1]).toMatch(/^ {2}the guest Tiago Costa /);
  expect(await guests()).toHaveLength(12);
});

it('refuses a name two guests share, with both hints and ids; the id then removes the one meant', async () => {
  // With the first Tiago's id on its line, the empty id is a second guest of the same name.
  await writeFile(path.join(dir(), 'more.csv'), `id;name;personal_message\n${await idOf('Tiago Costa')};Tiago Costa;\n;Tiago Costa;Primo do Porto\n`);
  await expect(tool.import('more.csv')).resolves.toBe(0);
  const [first, second] = (await guests()).filter((g) => g.name === 'Tiago Costa');

  const refused = await refusal(tool.remove('Tiago Costa', { yes: true }));

  expect(refused).toMatch(/^2 guests are called "Tiago Costa": give the id of the one you mean:/);
  expect(refused).toContain(`${first!.id}  Tiago Costa (`);
  expect(refused).toContain(`${second!.id}  Tiago Costa (`);
  expect(refused).toContain('“Primo do Porto”');
  expect((await guests()).filter((g) => g.name === 'Tiago Costa')).toHaveLength(2);

  await expect(tool.remove(second!.id, { yes: true })).resolves.toBe(0);
  expect((await guests()).filter((g) => g.name === 'Tiago Costa').map((g) => g.id)).toEqual([first!.id]);
});

it('the next links removes the QR codes it wrote for the removed guest, and says so, leaving other files', async () => {
  await expect(tool.links({ baseUrl: 'https://ines-e-kenji.example', out: 'links' })).resolves.toBe(0);
  const before = await readdir(path.join(dir(), 'links'));
  const jonasFiles = before.filter((f) => f.startsWith('jonas-becker-'));
  expect(jonasFiles).toHaveLength(2);
  // The couple's own files, one named as a QR file could be: not in guest-links.csv, so not the tool's.
  await writeFile(path.join(dir(), 'links', 'table-plan.png'), 'not ours');
  await writeFile(path.join(dir(), 'links', 'img-20270918.png'), 'not ours either');
  await expect(tool.remove('Jonas Becker', { yes: true })).resolves.toBe(0);
  out.length = 0;

  await expect(tool.links({ baseUrl: 'https://ines-e-kenji.example', out: 'links' })).resolves.toBe(0);

  const after = await readdir(path.join(dir(), 'links'));
  expect(after.filter((f) => f.startsWith('jonas-becker-'))).toEqual([]);
  expect(after).toEqual(expect.arrayContaining(['table-plan.png', 'img-20270918.png']));
  expect(after.filter((f) => /\.(svg|png)$/.test(f))).toHaveLength(22 + 2);
  expect(out).toContain(`Removed 2 QR files of guests no longer on the list (or renamed): ${jonasFiles.sort().join(', ')}`);
  expect(await readFile(path.join(dir(), 'links', 'guest-links.csv'), 'utf8')).not.toContain('Jonas Becker');
});

it('removes a guest from the local content folder (guests.json) too, with a backup', async () => {
  const content = path.join(dir(), 'porto');
  await cp(PORTO, content, { recursive: true, filter: (src) => !src.includes(`${path.sep}media`) });
  const local = guestCommands(() => ({ CONTENT_DIR: content }), dir, io);
  const before = JSON.parse(await readFile(path.join(content, 'guests.json'), 'utf8')) as Row[];
  const someone = before[0]!;

  await expect(local.remove(someone.id)).resolves.toBe(1);
  await expect(local.remove(someone.id, { yes: true })).resolves.toBe(0);

  const after = JSON.parse(await readFile(path.join(content, 'guests.json'), 'utf8')) as Row[];
  expect(after.map((g) => g.id)).toEqual(before.slice(1).map((g) => g.id));
  expect(out.join('\n')).toMatch(/no opens \(local content records none\)/);
  const backups = await readdir(path.join(dir(), 'backups'));
  expect(backups).toHaveLength(1);
  expect(JSON.parse(await readFile(path.join(dir(), 'backups', backups[0]!, 'content', 'guests.json'), 'utf8'))).toEqual(before);
});
