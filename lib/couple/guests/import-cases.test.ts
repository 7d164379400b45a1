import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { guestCommands } from '@/tests/support/guest-commands';
import { TOM } from '@/tests/support/stand-in';
import { toolFolder } from '@/tests/support/tool-folder';

/** Importing the files couples really make: namesakes with an empty id column, and Excel's semicolon CSV. */

const { dir, content: contentDir, err, csv, guests } = toolFolder({ prefix: 'guest-import-', wedding: 'demo', englishGuests: true });
const tool = guestCommands(() => ({ CONTENT_DIR: contentDir() }), dir, { out: () => undefined, err: (l) => err.push(l) });

it('adds two guests of the same name with an empty id column, each with an id of their own; importing again adds nobody', async () => {
  const file = await csv('guests.csv', 'id,name,personal_message\n,Sam Lee,Hi Sam from school\n,Sam Lee,Hi Sam from work\n');

  await expect(tool.import(file)).resolves.toBe(0);
  const sams = (await guests()).filter((g) => g.name === 'Sam Lee');
  expect(sams.map((g) => g.personal_message).sort()).toEqual(['Hi Sam from school', 'Hi Sam from work']);
  expect(new Set(sams.map((g) => g.id)).size).toBe(2);

  err.length = 0;
  await expect(tool.import(file)).resolves.toBe(1);
  expect((await guests()).filter((g) => g.name === 'Sam Lee')).toHaveLength(2);
  expect(err[1]).toMatch(/^ {2}row 2 \(Sam Lee\): 2 guests already have this name .*put the id of the one this row is for in the id column/);

  // With the ids in, the same file updates them.
  const [school, work] = sams.sort((a, b) => (a.personal_message ?? '').localeCompare(b.personal_message ?? ''));
  await expect(tool.import(await csv('ids.csv', `id,name,personal_message\n${school?.id},Sam Lee,Hi Sam!\n${work?.id},Sam Lee,Hello Sam!\n,Sam Lee,A third Sam\n`))).resolves.toBe(0);
  expect((await guests()).filter((g) => g.name === 'Sam Lee').map((g) => g.personal_message).sort()).toEqual(['A third Sam', 'Hello Sam!', 'Hi Sam!']);
});

it('imports the semicolon CSV that Excel saves in Polish, French, German, Portuguese or Spanish settings', async () => {
  const file = path.join(dir(), 'excel.csv');
  await writeFile(file, '\uFEFFname;personal_message;photo_dir\r\nŁukasz Żółć;Do zobaczenia, Łukasz!;\r\nTom Nguyen;Bring the rod;tom-nguyen-7f3k\r\n', 'utf8');

  await expect(tool.import('excel.csv')).resolves.toBe(0);

  expect(err).toEqual([]);
  const all = await guests();
  expect(all.find((g) => g.name === 'Łukasz Żółć')).toMatchObject({ personal_message: 'Do zobaczenia, Łukasz!', photo_dir: null });
  expect(all.find((g) => g.id === TOM)?.personal_message).toBe('Bring the rod');
});


it("refuses a demo guest's id as a new guest, naming the line, and writes nothing", async () => {
  await writeFile(path.join(contentDir(), 'guests.json'), '[]\n');
  const file = await csv('guests.csv', 'id,name\n,Ola Nowak\naa65baed-fb2b-4053-ba70-853b127d1f88,Someone Else\n');

  await expect(tool.import(file)).resolves.toBe(1);

  expect(err).toEqual([
    'Nothing was imported. Fix this problem and run it again:',
    "  row 3 (Someone Else): id aa65baed-fb2b-4053-ba70-853b127d1f88 is a demo guest's, whose link is published: leave the id empty for a new guest",
  ]);
  expect(await guests()).toEqual([]);
});
