import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { guestCommands, onStandInProject } from '@/tests/support/guest-commands';
import { PORTO_WEDDING as PORTO, portoWeddingRow } from '@/tests/support/porto-wedding';
import { projectSettings, serviceClient } from '../project';
import { supabaseGuestStore } from './stores';

/** The import checks every rule the database enforces before it writes, and names every bad line in one run (issue 35, item 5). */

// The stand-in starts a database for each test: slow on a busy machine.
jest.setTimeout(60_000);

const { standIn, out, err, io, env, dir } = onStandInProject('guest-import-checks-');
const tool = guestCommands(env, dir, io);

let excel: string;
beforeEach(async () => {
  excel = await readFile(path.join(PORTO, 'guests-excel.csv'), 'utf8');
  await standIn().setTable('wedding_info', [await portoWeddingRow()]);
  await standIn().setTable('guests', []);
  standIn().clearRequests();
});

/** Excel's file with line `line` (1 is the header) changed by `edit`. */
const broken = (edits: Record<number, (line: string) => string>) =>
  excel
    .split('\r\n')
    .map((l, i) => edits[i + 1]?.(l) ?? l)
    .join('\r\n');

it("imports the Porto couple's Excel file (BOM, semicolons, CRLF) with their parts of the day", async () => {
  await writeFile(path.join(dir(), 'guests.csv'), excel);

  await expect(tool.import('guests.csv', { dryRun: true })).resolves.toBe(0);
  expect(out.at(-1)).toMatch(/^Dry run, nothing written .*: 12 to add, 0 to update, 0 unchanged\.$/);
  expect(await standIn().table('guests')).toEqual([]);

  await expect(tool.import('guests.csv')).resolves.toBe(0);
  const guests = await standIn().table('guests');
  expect(guests).toHaveLength(12);
  expect(guests.find((g) => g.name === 'Jonas Becker')).toMatchObject({ language: 'de', invited_to: ['party'] });
});

it.each([
  ['the dry run', { dryRun: true }],
  ['the real run', {}],
])('%s reports a bad language and an unknown part on two rows at once, writing nothing', async (_run, flags) => {
  const text = broken({ 4: (l) => l.replace(';pt-PT;', ';deutsch;'), 5: (l) => l.replace(';ceremony dinner', ';ceremony brunch') });
  await writeFile(path.join(dir(), 'guests.csv'), text);

  await expect(tool.import('guests.csv', flags)).resolves.toBe(1);

  expect(err[0]).toBe('Nothing was imported. Fix these 2 problems and run it again:');
  expect(err[1]).toBe('  row 4 (Maria do Céu Sousa): language "deutsch" is not a language tag; did you mean de?');
  expect(err[2]).toMatch(/^ {2}row 5 \(.+\): invited_to names "brunch", which is not a part of the day: the parts in wedding_info are ceremony, dinner, party/);
  expect(err).toHaveLength(3);
  expect(await standIn().table('guests')).toEqual([]);
  expect(standIn().requestsTo('rest-write')).toHaveLength(0);
});

it('names every kind of bad row together: empty name, folder path, country code, namesake, unknown part', async () => {
  const text = broken({
    2: (l) => l.replace('Rosa Martins', ''),
    3: (l) => l.replace(';;;pt-PT;', ';;../fotos;pt-PT;'),
    5: (l) => l.replace(';ja;', ';jp;').replace('ceremony dinner', 'ceremony brunch'),
    8: () => 'Jonas Becker;;;de;party',
  });
  await writeFile(path.join(dir(), 'guests.csv'), text);

  await expect(tool.import('guests.csv', { dryRun: true })).resolves.toBe(1);

  expect(err.slice(1).map((l) => l.trim().replace(/:.*$/, ''))).toEqual(['row 2', 'row 3 (João Pereira)', 'row 5 (渡辺 花子)', 'row 5 (渡辺 花子)', 'row 8 (Jonas Becker)']);
  expect(err.join('\n')).toMatch(/row 5 \(渡辺 花子\): language "jp" is a country code, not a language; did you mean ja\?/);
  expect(err.join('\n')).toMatch(/row 8 \(Jonas Becker\): this name is already on row 7/);
});

it("puts a refusal by the database in the couple's words, never its raw error, and writes nothing", async () => {
  const settings = projectSettings({ SUPABASE_URL: standIn().url, SUPABASE_SERVICE_ROLE_KEY: standIn().serviceKey });
  const store = supabaseGuestStore(serviceClient(settings), settings.url);
  const guest = { name: 'Ana', personal_message: null, photo_dir: null, invited_to: [] };
  const plan = { add: [{ row: 2, ...guest, language: 'pt-PT' }, { row: 3, ...guest, name: 'Bo', language: 'deutsch' }], update: [], unchanged: [] };

  const refusal = await store.apply(plan).then(
    () => '',
    (e: Error) => e.message,
  );

  expect(refusal).toMatch(/^Nothing was written: the Supabase project refused the guests because of a guest's language/);
  expect(refusal).not.toMatch(/violates|23514|constraint/);
  expect(await standIn().table('guests')).toEqual([]);
});
