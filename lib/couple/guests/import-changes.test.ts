import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { portoStandInPerTest } from '@/tests/db/support/stand-in';
import { guestCommands } from '@/tests/support/guest-commands';
import { collectedLines, toolFolder } from '@/tests/support/tool-folder';
import type { Env } from '../project';

/**
 * A re-imported sheet changes only what it says (issue: an Italian couple's empty cells cleared a guest's message
 * and photo folder): empty keeps, "-" clears, each change is shown old → new before writing, and a backup comes first.
 * On Inês & Kenji's Porto wedding, in a Supabase project (the stand-in, policies on) and in a local content folder.
 */

// The stand-in starts a database for each test: slow on a busy machine.
jest.setTimeout(60_000);

const ROSA = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01';
const HEADER = 'name;personal_message;photo_dir;language;invited_to\n';
type Row = { id: string; name: string; personal_message: string | null; photo_dir: string | null; language: string | null; invited_to?: string[] };

interface Wedding {
  env(): Env;
  cwd(): string;
  out: string[];
  err: string[];
  io: { out(l: string): void; err(l: string): void };
  guests(): Promise<Row[]>;
  /** The guests as a backup folder holds them. */
  backedUp(dir: string): Promise<Row[]>;
  breakBackup(): Promise<void>;
}

function behaves(wedding: Wedding) {
  const tool = guestCommands(wedding.env, wedding.cwd, wedding.io);
  const { out, err } = wedding;
  const rosa = async () => (await wedding.guests()).find((g) => g.id === ROSA);
  const sheet = async (text: string) => {
    await writeFile(path.join(wedding.cwd(), 'guests.csv'), text);
    return 'guests.csv';
  };
  const backups = async () => (existsSync(path.join(wedding.cwd(), 'backups')) ? readdir(path.join(wedding.cwd(), 'backups')) : []);

  it("keeps Rosa's message and photo folder when their cells are empty, changing only what the sheet says", async () => {
    await expect(tool.import(await sheet(`${HEADER}Rosa Martins;;;;dinner\n`))).resolves.toBe(0);

    expect(await rosa()).toMatchObject({ personal_message: 'Tia Rosa, obrigada por tudo.', photo_dir: 'tia-rosa', language: 'pt-PT', invited_to: ['dinner'] });
    expect(out.slice(0, 2)).toEqual(['  update  row 2: Rosa Martins', '            parts of the day: whole day → dinner']);
  });

  it('clears with "-", each change shown old → new before anything is written, after a backup of Rosa as she was', async () => {
    await expect(tool.import(await sheet(`${HEADER}Rosa Martins;-;-;-;\n`))).resolves.toBe(0);

    expect(await rosa()).toMatchObject({ personal_message: null, photo_dir: null, language: null });
    expect(out.slice(0, 4)).toEqual([
      '  update  row 2: Rosa Martins',
      '            personal message: "Tia Rosa, obrigada por tudo." → (none)',
      '            photo folder: tia-rosa → (none)',
      "            language: pt-PT → the wedding's language",
    ]);
    expect(out[4]).toMatch(/^Backup first: (backups\/\S+) \(to undo: npm run restore -- \1\)$/);
    expect(out[5]).toMatch(/: 0 added, 1 updated, 0 unchanged\.$/);
    const [backup] = await backups();
    expect((await wedding.backedUp(path.join(wedding.cwd(), 'backups', backup!))).find((g) => g.id === ROSA)).toMatchObject({ personal_message: 'Tia Rosa, obrigada por tudo.', photo_dir: 'tia-rosa' });
  });

  it('a dry run prints the same lines, the whole old and new message, and writes nothing', async () => {
    const file = await sheet(`${HEADER}Rosa Martins;"Tia Rosa,\nobrigada por tudo — até já! 🥂";;;\nMarta Sousa;;;pt-PT;dinner\n`);
    const before = await wedding.guests();

    await expect(tool.import(file, { dryRun: true })).resolves.toBe(0);

    const preview = [
      // Rosa's message has a line break, and is still one row of the sheet: Marta is on its third.
      '  add     row 3: Marta Sousa',
      '  update  row 2: Rosa Martins',
      '            personal message: "Tia Rosa, obrigada por tudo." → "Tia Rosa,',
      '              obrigada por tudo — até já! 🥂"',
    ];
    expect(out).toEqual([...preview, expect.stringMatching(/^Dry run, nothing written to .+: 1 to add, 1 to update, 0 unchanged\.$/)]);
    expect(await wedding.guests()).toEqual(before);
    expect(await backups()).toEqual([]);

    out.length = 0;
    await expect(tool.import(file)).resolves.toBe(0);
    expect(out.slice(0, preview.length)).toEqual(preview);
    expect((await rosa())?.personal_message).toBe('Tia Rosa,\nobrigada por tudo — até já! 🥂');
  });

  it('writes nothing when the backup cannot be made, and says so', async () => {
    const before = await wedding.guests();
    await wedding.breakBackup();

    await expect(tool.import(await sheet(`${HEADER}Rosa Martins;-;;;\n`))).resolves.toBe(1);

    expect(err[0]).toBe('Nothing was imported. Fix this problem and run it again:');
    expect(err[1]).toMatch(/^ {2}the backup made before any change could not be made, so nothing was written \(.+\)$/);
    expect(await wedding.guests()).toEqual(before);
  });

  it('refuses "-" as a name, and names the row', async () => {
    await expect(tool.import(await sheet(`${HEADER}-;Ciao;;;\n`))).resolves.toBe(1);
    expect(err[1]).toBe('  row 2: the name cannot be cleared: "-" clears a message, photo folder, language or parts of the day, never a name');
  });
}

describe('in a Supabase project', () => {
  const { standIn, root } = portoStandInPerTest('import-changes-');
  const lines = collectedLines();
  beforeEach(() => {
    lines.out.length = 0;
    lines.err.length = 0;
  });
  behaves({
    ...lines,
    env: () => ({ SUPABASE_URL: standIn().url, SUPABASE_ANON_KEY: standIn().anonKey, SUPABASE_SERVICE_ROLE_KEY: standIn().serviceKey }),
    cwd: root,
    guests: async () => (await standIn().table('guests')) as Row[],
    backedUp: async (dir) => JSON.parse(await readFile(path.join(dir, 'rows', 'guests.json'), 'utf8')) as Row[],
    // A backup reads every table; the import never reads love_story.
    breakBackup: async () => standIn().setFailure('rest', '500', { table: 'love_story' }),
  });
});

describe('in a local content folder', () => {
  const folder = toolFolder({ prefix: 'import-changes-', wedding: 'porto' });
  const guestsIn = async (content: string) => JSON.parse(await readFile(path.join(content, 'guests.json'), 'utf8')) as Row[];
  behaves({
    ...folder,
    env: () => ({ CONTENT_DIR: folder.content() }),
    cwd: folder.dir,
    guests: () => guestsIn(folder.content()),
    backedUp: (dir) => guestsIn(path.join(dir, 'content')),
    // Where the backup folder would go is a file.
    breakBackup: () => writeFile(path.join(folder.dir(), 'backups'), ''),
  });

  it('shows a renamed guest as name: old → new, with control characters in the stored name shown, never sent', async () => {
    const tool = guestCommands(() => ({ CONTENT_DIR: folder.content() }), folder.dir, folder.io);
    const stored = await guestsIn(folder.content());
    stored[0]!.name = 'Rosa\x1b]0;pwned\x07 Martins';
    await writeFile(path.join(folder.content(), 'guests.json'), JSON.stringify(stored));

    await expect(tool.import(await folder.csv('guests.csv', `id,name\n${ROSA},Rosa Martins Costa\n`))).resolves.toBe(0);

    expect(folder.out.slice(0, 2)).toEqual(['  update  row 2: Rosa Martins Costa', '            name: Rosa␛]0;pwned␇ Martins → Rosa Martins Costa']);
    expect(folder.out.join('\n')).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
  });
});
