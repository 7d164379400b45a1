import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { guestCommands } from '@/tests/support/guest-commands';
import { DEMO_DIR } from '@/tests/support/stand-in';
import { toolFolder } from '@/tests/support/tool-folder';

/**
 * Each guest's parts of the day through the guest commands, on a copy of the demo content whose
 * wedding is the Lisbon couple's day in parts (tests/fixtures/day-in-parts: ceremony, lunch, evening):
 * imported from the files spreadsheets write, checked against the wedding, listed with the links.
 */

const DAY_IN_PARTS = path.resolve(__dirname, '../../../tests/fixtures/day-in-parts/wedding.json');

const { dir, content: contentDir, out, err, io, csv } = toolFolder({ prefix: 'guest-parts-', wedding: 'demo', englishGuests: true });
beforeEach(() => cp(DAY_IN_PARTS, path.join(contentDir(), 'wedding.json')));

const tool = guestCommands(() => ({ CONTENT_DIR: contentDir() }), dir, io);
const guestsFile = () => path.join(contentDir(), 'guests.json');
const partsOf = async (...names: string[]) => {
  const guests = JSON.parse(await readFile(guestsFile(), 'utf8')) as { name: string; invited_to?: string[] }[];
  // Missing: the whole day, as for a guest stored before parts existed.
  return names.map((name) => guests.find((g) => g.name === name)?.invited_to ?? []);
};
const link = 'https://our-wedding\\.example/invite/[0-9a-f-]{36}';

it.each([
  ['comma', ',', 'name,language,invited_to\nAnna Kowalska,pl,ceremony\nJan Nowak,,"evening,lunch"\nTom Nguyen,,\n'],
  ['semicolon', ';', 'name;language;invited_to\nAnna Kowalska;pl;CEREMONY\nJan Nowak;;"evening;lunch"\nTom Nguyen;;\n'],
  ['tab', '\t', 'name\tlanguage\tinvited_to\nAnna Kowalska\tpl\tceremony\nJan Nowak\t\tEvening + lunch\nTom Nguyen\t\t\n'],
])('round-trips the parts of a %s-separated file: stored as ids, listed in guest-links.csv, imported again unchanged', async (_name, separator, text) => {
  await expect(tool.import(await csv('guests.csv', text))).resolves.toBe(0);
  expect(await partsOf('Anna Kowalska', 'Jan Nowak', 'Tom Nguyen')).toEqual([['ceremony'], ['evening', 'lunch'], []]);

  await expect(tool.links({ baseUrl: 'https://our-wedding.example', out: 'links' })).resolves.toBe(0);
  const written = await readFile(path.join(dir(), 'links', 'guest-links.csv'), 'utf8');
  const rows = parse(written, { bom: true, delimiter: separator, columns: true }) as Record<string, string>[];
  expect(Object.keys(rows[0] ?? {}).slice(0, 5)).toEqual(['name', 'hint', 'language', 'invited_to', 'link']);
  expect(Object.fromEntries(rows.map((r) => [r.name, r.invited_to]))).toMatchObject({ 'Anna Kowalska': 'ceremony', 'Jan Nowak': 'evening lunch', 'Tom Nguyen': '' });

  // The links' own cells, imported back (by id) in the same spreadsheet, change nobody.
  const again = [['id', 'name', 'invited_to'], ...rows.map((r) => [r.id ?? '', r.name ?? '', r.invited_to ?? ''])];
  await tool.import(await csv('again.csv', `${again.map((r) => r.map((v) => (v.includes(separator) ? `"${v}"` : v)).join(separator)).join('\n')}\n`));
  expect(out.at(-1)).toMatch(new RegExp(`guests\\.json \\(local content\\): 0 added, 0 updated, ${rows.length} unchanged\\.$`));
});

it("shows each guest's parts after the language in the links' table: their ids, or the whole day", async () => {
  await tool.import(await csv('guests.csv', 'name;language;invited_to\nAnna Kowalska;pl;ceremony\nJan Nowak;;ceremony evening\n'));
  out.length = 0;
  await tool.links({ baseUrl: 'https://our-wedding.example', out: 'links' });

  expect(out).toEqual(
    expect.arrayContaining([
      expect.stringMatching(new RegExp(`^Anna Kowalska +${link}  pl  ceremony$`)),
      expect.stringMatching(new RegExp(`^Jan Nowak +${link} {6}ceremony evening$`)),
      expect.stringMatching(new RegExp(`^Tom Nguyen +${link} {6}whole day$`)),
    ]),
  );
});

it('refuses a part the wedding does not list, with its line and the parts it does, and writes nothing', async () => {
  const before = await readFile(guestsFile(), 'utf8');
  const file = await csv('guests.csv', 'name,invited_to\nAnna Kowalska,ceremony\nJan Nowak,"evening, brunch"\nZofia,Party|Lunch\nRosa Alvarez,\n');

  await expect(tool.import(file)).resolves.toBe(1);

  expect(await readFile(guestsFile(), 'utf8')).toBe(before);
  expect(err).toEqual([
    'Nothing was imported. Fix these 2 problems and run it again:',
    '  row 3 (Jan Nowak): invited_to names "brunch", which is not a part of the day: the parts in content/wedding.json are ceremony, lunch, evening (- alone in the cell is the whole day)',
    '  row 4 (Zofia): invited_to names "party", which is not a part of the day: the parts in content/wedding.json are ceremony, lunch, evening (- alone in the cell is the whole day)',
  ]);
});

it("takes the specification's three parts when the wedding lists none", async () => {
  await cp(path.join(DEMO_DIR, 'wedding.json'), path.join(contentDir(), 'wedding.json'));
  await expect(tool.import(await csv('guests.csv', 'name,invited_to\nAnna Kowalska,ceremony lunch\nJan Nowak,evening\n'))).resolves.toBe(1);
  expect(err[1]).toBe(
    "  row 3 (Jan Nowak): invited_to names \"evening\", which is not a part of the day: content/wedding.json lists no parts, so the day's parts are ceremony, speeches, lunch (- alone in the cell is the whole day)",
  );

  await expect(tool.import(await csv('guests.csv', 'name,invited_to\nAnna Kowalska,ceremony lunch\n'))).resolves.toBe(0);
  expect(await partsOf('Anna Kowalska')).toEqual([['ceremony', 'lunch']]);
});

it('keeps the stored parts when the file has no invited_to column or an empty cell, and - invites to the whole day', async () => {
  await tool.import(await csv('guests.csv', 'name,invited_to\nTom Nguyen,evening\nRosa Alvarez,ceremony\n'));
  await tool.import(await csv('messages.csv', 'name,personal_message\nTom Nguyen,Bring the rod\n'));
  await tool.import(await csv('empty.csv', 'name,invited_to\nTom Nguyen,\n'));
  expect(await partsOf('Tom Nguyen')).toEqual([['evening']]);

  await tool.import(await csv('whole-day.csv', 'name,invited_to\nTom Nguyen,-\nRosa Alvarez,ceremony\n'));
  expect(await partsOf('Tom Nguyen', 'Rosa Alvarez')).toEqual([[], ['ceremony']]);
  expect(out).toContain('            parts of the day: evening → whole day');
  expect(out.at(-1)).toMatch(/guests\.json \(local content\): 0 added, 1 updated, 1 unchanged\.$/);
});

it('refuses parts when the wedding info that lists them is refused, and reads it only when a part is named', async () => {
  await writeFile(path.join(contentDir(), 'wedding.json'), JSON.stringify({ wedding: { parts: [{ id: 'Evening Party', start: '20:00' }] } }));
  const before = await readFile(guestsFile(), 'utf8');

  await expect(tool.import(await csv('guests.csv', 'name,invited_to,language\nAnna Kowalska,ceremony,deutsch\n'))).resolves.toBe(1);
  expect(err[0]).toBe('Nothing was imported. Fix these 2 problems and run it again:');
  expect(err[1]).toMatch(/^ {2}the invited_to column names parts of the day, and the wedding info in content\/wedding\.json that lists them is refused \(wedding\.parts\[0\]\.id: "Evening Party" is not an id.+\)\. Correct it/);
  // The file's own problems come out in the same run.
  expect(err[2]).toBe('  row 2 (Anna Kowalska): language "deutsch" is not a language tag; did you mean de?');
  expect(await readFile(guestsFile(), 'utf8')).toBe(before);

  await expect(tool.import(await csv('guests.csv', 'name,invited_to,language\nAnna Kowalska,,de\n'))).resolves.toBe(0);
});
