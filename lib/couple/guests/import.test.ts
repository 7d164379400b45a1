import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { guestCommands } from '@/tests/support/guest-commands';
import { MAGGIE, TOM } from '@/tests/support/stand-in';
import { toolFolder } from '@/tests/support/tool-folder';

/** `guests -- import` on a temporary copy of the demo content (never the demo folder itself): good, bad and re-imported files. */

// Reading QR codes back (jsQR) is pure JavaScript: slow on a busy machine.
jest.setTimeout(60_000);

const { dir, content: contentDir, out, err, io, csv, guests } = toolFolder({ prefix: 'guest-tool-', wedding: 'demo', englishGuests: true });
const env = () => ({ CONTENT_DIR: contentDir() });
const tool = guestCommands(env, dir, io);
const guestsFile = () => path.join(contentDir(), 'guests.json');

describe('import', () => {
  it('adds new guests with fresh ids and updates existing ones matched by name', async () => {
    const file = await csv(
      'guests.csv',
      'name,personal_message,photo_dir\n"Zoë Ångström, Jr.","Dance with us, Zoë!",zoe\ntom nguyen,"Bring the rod, Tom",tom-nguyen-7f3k\n',
    );

    await expect(tool.import(file)).resolves.toBe(0);

    const all = await guests();
    expect(all).toHaveLength(4);
    const zoe = all.find((g) => g.name === 'Zoë Ångström, Jr.');
    expect(zoe).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Zoë Ångström, Jr.', personal_message: 'Dance with us, Zoë!', photo_dir: 'zoe', language: null, invited_to: [] });
    expect(all.find((g) => g.id === TOM)).toEqual({ id: TOM, name: 'tom nguyen', personal_message: 'Bring the rod, Tom', photo_dir: 'tom-nguyen-7f3k', language: null, invited_to: [] });
    expect(all.find((g) => g.id === MAGGIE)?.personal_message).toMatch(/^Aunt Maggie/);
    expect(out.join('\n')).toContain('1 added, 1 updated, 0 unchanged');
  });

  it('re-importing the same file changes nothing and adds no duplicate', async () => {
    const file = await csv('guests.csv', 'name,personal_message\nNew Friend,Hello!\nRosa Alvarez,Hola Rosa\n');
    await tool.import(file);
    const first = await guests();

    await expect(tool.import(file)).resolves.toBe(0);

    expect(await guests()).toEqual(first);
    expect(first.filter((g) => g.name === 'New Friend')).toHaveLength(1);
    expect(out.at(-1)).toContain('0 added, 0 updated, 2 unchanged');
  });

  it('updates by id when the file has an id column, even a renamed guest', async () => {
    const file = await csv('guests.csv', `id,name\n${TOM},Thomas Nguyen\n`);

    await expect(tool.import(file)).resolves.toBe(0);

    const all = await guests();
    expect(all).toHaveLength(3);
    expect(all.find((g) => g.id === TOM)).toMatchObject({ name: 'Thomas Nguyen', photo_dir: 'tom-nguyen-7f3k', personal_message: null });
  });

  it('writes nothing when any line is bad, and says which lines', async () => {
    const before = await readFile(guestsFile(), 'utf8');
    const file = await csv('guests.csv', 'name,personal_message,photo_dir\nGood Guest,hi,\n,no name,\nBad Dir,hi,a/b\n');

    await expect(tool.import(file)).resolves.toBe(1);

    expect(await readFile(guestsFile(), 'utf8')).toBe(before);
    expect(err).toEqual([
      'Nothing was imported. Fix these 2 problems and run it again:',
      '  row 3: the name is empty',
      '  row 4 (Bad Dir): photo_dir "a/b" must be one plain folder name inside guest-photos/ (no / or \\)',
    ]);
  });

  it('refuses a name two stored guests share, asking for the id', async () => {
    const file = await csv('twins.csv', `id,name\n,Sam Lee\n${'11111111-1111-4111-8111-111111111111'},Sam Lee\n`);
    await tool.import(file);
    err.length = 0;

    await expect(tool.import(await csv('again.csv', 'name,personal_message\nSam Lee,Hi\n'))).resolves.toBe(1);
    expect(err[1]).toMatch(/^ {2}row 2 \(Sam Lee\): 2 guests already have this name \(.+\): put the id of the one this row is for in the id column \(guest-links\.csv lists every id\), and leave it empty only for a new guest$/);
  });

  it('leaves no temporary file behind', async () => {
    await tool.import(await csv('guests.csv', 'name\nAna\n'));
    expect((await readdir(contentDir())).filter((f) => f.includes('.tmp'))).toEqual([]);
  });

  it('shows what it would do without writing, with --dry-run', async () => {
    const before = await readFile(guestsFile(), 'utf8');
    await expect(tool.import(await csv('guests.csv', 'name\nAna\n'), { dryRun: true })).resolves.toBe(0);
    expect(await readFile(guestsFile(), 'utf8')).toBe(before);
    expect(out[0]).toBe('  add     row 2: Ana');
    expect(out[1]).toMatch(/^Dry run, nothing written to .+guests\.json \(local content\): 1 to add, 0 to update, 0 unchanged\.$/);
  });

  it('says so when the file does not exist', async () => {
    await expect(tool.import('missing.csv')).rejects.toThrow(/^Cannot read missing\.csv: no such file$/);
  });
});
