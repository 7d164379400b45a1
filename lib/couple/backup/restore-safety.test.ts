import { createServer } from 'node:http';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { portoStandInPerTest } from '@/tests/db/support/stand-in';
import { copyPortoWedding } from '@/tests/support/porto-wedding';
import { tinyPhoto } from '@/tests/support/tiny-photo';
import { collectedLines } from '@/tests/support/tool-folder';
import { cliClientOptions } from '../project';
import { backupProject } from './backup';
import { runRestore } from '../../tools/backup/commands';
import { restoreProject } from './restore';

/** A restore takes only what seeding takes, follows no link, and leaves the project whole whatever happens half-way. */
jest.setTimeout(120_000);
const { standIn, root } = portoStandInPerTest('restore-safety-');
const service = () => createClient(standIn().url, standIn().serviceKey, cliClientOptions());

type Row = Record<string, unknown>;
const TABLES = ['wedding_info', 'guests', 'love_story', 'photo_gallery', 'guest_opens'];
const STAMPS = new Set(['created_at', 'updated_at']);
const content = (rows: Row[]) => rows.map((r) => JSON.stringify(Object.entries(r).filter(([k, v]) => !STAMPS.has(k) && !(k === 'id' && typeof v === 'number')))).sort();
/** Every row (without the database's stamps) and every file with its bytes. */
const everything = async () => ({
  tables: Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, content(await standIn().table(t))] as const))),
  files: standIn().filePaths().map((p) => `${p} ${standIn().fileBytes(p)?.toString('base64')}`),
});
const rowsFile = (dir: string, table: string) => path.join(dir, 'rows', `${table}.json`);
const editRows = async (dir: string, table: string, edit: (rows: Row[]) => Row[]) =>
  writeFile(rowsFile(dir, table), JSON.stringify(edit(JSON.parse(await readFile(rowsFile(dir, table), 'utf8')) as Row[]), null, 2));
const restore = async (dir: string, yes = true) => {
  const t = collectedLines();
  const outcome = await restoreProject(service(), dir, { dryRun: false, yes, cwd: root() }, t.io);
  return { ...t, status: outcome.status };
};
/** The backup, then the project changed: a story entry and a photo gone, so a restore has work to do. */
async function backupThenLose() {
  const made = await backupProject(service(), { cwd: root() });
  const story = await standIn().table('love_story');
  await standIn().setTable('love_story', story.slice(1));
  await standIn().removeFile('gallery/ribeira.jpg');
  return made.dir;
}

it('a backup whose guest id is in capitals and whose story year is a string restores every row, removing none', async () => {
  const dir = await backupThenLose();
  const guests = (await standIn().table('guests')).length;
  await editRows(dir, 'guests', (rows) => rows.map((r, i) => (i === 0 ? { ...r, id: String(r.id).toUpperCase() } : r)));
  await editRows(dir, 'love_story', (rows) => rows.map((r, i) => (i === 0 ? { ...r, year: String(r.year) } : r)));

  const done = await restore(dir);

  expect(done.err).toEqual([]);
  expect(done.status).toBe('restored');
  expect(done.out.filter((l) => l.startsWith('  − '))).toEqual([]);
  expect(await standIn().table('guests')).toHaveLength(guests);
  expect(await standIn().table('love_story')).toHaveLength(3);
  expect(standIn().filePaths()).toContain('gallery/ribeira.jpg');
});

it('a link in a backup (a file, or its files/ folder) refuses it, and nothing it points at reaches the bucket', async () => {
  const outside = await mkdtemp(path.join(tmpdir(), 'outside-'));
  try {
    await mkdir(path.join(outside, 'gallery'));
    await writeFile(path.join(outside, 'secret.jpg'), await tinyPhoto('secret.jpg'));
    await writeFile(path.join(outside, 'gallery/elsewhere.jpg'), await tinyPhoto('gallery/elsewhere.jpg'));
    const dir = await backupThenLose();
    const before = await everything();

    await symlink(path.join(outside, 'secret.jpg'), path.join(dir, 'files/gallery/leak.jpg'));
    const linkedFile = await restore(dir);
    expect(linkedFile.status).toBe('refused');
    expect(linkedFile.err.join('\n')).toContain('files/gallery/leak.jpg is a link to somewhere else');

    await rm(path.join(dir, 'files'), { recursive: true });
    await symlink(outside, path.join(dir, 'files'));
    const linkedFolder = await restore(dir);
    expect(linkedFolder.status).toBe('refused');
    expect(linkedFolder.err.join('\n')).toContain('files is a link to somewhere else');

    expect(await everything()).toEqual(before);
    expect(standIn().filePaths().filter((p) => /leak|elsewhere|secret/.test(p))).toEqual([]);
  } finally {
    await rm(outside, { recursive: true, force: true });
  }
});

it('each row seeding refuses is refused by name, in one run, and the wedding is as it was', async () => {
  const dir = await backupThenLose();
  await editRows(dir, 'love_story', (rows) => rows.map((r, i) => (i === 0 ? { ...r, photo_path: 'guest-photos/tia-rosa/porto-1.jpg' } : r)));
  await editRows(dir, 'photo_gallery', (rows) => [...rows, { id: 99, storage_path: 'https://evil.example/track.gif', alt_text: '', order_index: 9, name: null }]);
  await editRows(dir, 'wedding_info', (rows) => rows.map((r) => ({ ...r, wedding: { ...(r.wedding as Row), date: '2025-13-45' } })));
  await editRows(dir, 'guests', (rows) => rows.map((r, i) => (i === 0 ? { ...r, name: 'Tia \u001b[31mRosa\u0007' } : i === 1 ? { ...r, personal_message: 'x'.repeat(1_000_000) } : r)));
  const before = await everything();

  const refused = await restore(dir);

  expect(refused.status).toBe('refused');
  const said = refused.err.join('\n');
  expect(said).toMatch(/^Nothing was restored: the backup holds \d+ things seeding would refuse\./);
  expect(said).toMatch(/rows\/wedding_info\.json row 1: wedding\.date: "2025-13-45" is not a date/);
  expect(said).toMatch(/rows\/guests\.json row 1 \(Tia .*Rosa.*\): the name .* holds a control character/);
  expect(said).toMatch(/rows\/guests\.json row 2 .*: the personal message is longer than 5000 characters/);
  expect(said).toMatch(/rows\/love_story\.json entry 1 .*photo_path: guest-photos\/tia-rosa\/porto-1\.jpg is outside gallery\/ and story\//);
  expect(said).toContain('https://evil.example/track.gif');
  expect(said).not.toContain('\u001b');
  expect(await everything()).toEqual(before);
});

it('a restore that fails half-way puts the project back as it was, by itself', async () => {
  const made = await backupProject(service(), { cwd: root() });
  await standIn().setTable('love_story', (await standIn().table('love_story')).slice(1));
  await standIn().setTable('guests', (await standIn().table('guests')).map((g, i) => (i === 0 ? { ...g, personal_message: 'Changed since.' } : g)));
  await standIn().removeFile('gallery/ribeira.jpg');
  const before = await everything();
  // The photo and the guests are written, then the love story fails.
  standIn().setFailure('rest-write', '500', { table: 'love_story', times: 1 });

  const failed = await restore(made.dir);

  expect(failed.status).toBe('refused');
  expect(failed.err.join('\n')).toMatch(/The restore stopped: Could not write love_story.*\n.*The project is back as it was before \(from backups\//);
  expect(await everything()).toEqual(before);
});

it('the dry run lists exactly the changes the real run makes, in the couple’s words', async () => {
  const dir = await backupThenLose();
  await standIn().setTable('guests', (await standIn().table('guests')).map((g, i) => (i === 0 ? { ...g, personal_message: 'Changed since.' } : g)));
  const dry = collectedLines();
  expect((await restoreProject(service(), dir, { dryRun: true, yes: false, cwd: root() }, dry.io)).status).toBe('dry-run');
  const real = await restore(dir);
  const changes = (lines: string[]) => lines.filter((l) => l.startsWith('  '));
  expect(changes(dry.out)).toEqual(changes(real.out));
  expect(changes(dry.out)).toEqual(expect.arrayContaining(['  + Story 2019 "A tram in the rain"', '  + Photo gallery/ribeira.jpg', expect.stringMatching(/^ {2}Guest .* · personal message: "Changed since\." → /)]));
});

it('tells the site to read the wedding again afterwards, as Publish does', async () => {
  const dir = await backupThenLose();
  const refreshes: string[] = [];
  const site = createServer((req, res) => {
    refreshes.push(`${req.method} ${req.url} ${req.headers.authorization}`);
    res.end('{"refreshed":true}');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const { port } = site.address() as { port: number };
  try {
    const t = collectedLines();
    const env = { SUPABASE_URL: standIn().url, SUPABASE_SERVICE_ROLE_KEY: standIn().serviceKey, SITE_URL: `http://127.0.0.1:${port}`, REFRESH_TOKEN: 'a-refresh-token-of-the-site' };
    expect(await runRestore({ dir, dryRun: false, yes: true }, env, root(), t.io)).toBe(0);
    expect(refreshes).toEqual(['POST /api/refresh Bearer a-refresh-token-of-the-site']);
    expect(t.out).toContain('The site read it again: guests see it now.');
  } finally {
    site.close();
  }
});

describe('a local content folder', () => {
  it('a link in the backup refuses it, and the couple’s folder is as it was', async () => {
    const mine = await copyPortoWedding(path.join(root(), 'mine'));
    const made = await backupProject(mine, { dir: 'kept', cwd: root() });
    await symlink('/etc/hostname', path.join(made.dir, 'content/media/gallery/leak.jpg'));
    await writeFile(path.join(mine, 'love-story.json'), '[]');

    const t = collectedLines();
    const outcome = await restoreProject(mine, made.dir, { dryRun: false, yes: true, cwd: root() }, t.io);

    expect(outcome.status).toBe('refused');
    expect(t.err.join('\n')).toContain('content/media/gallery/leak.jpg is a link to somewhere else');
    expect(await readFile(path.join(mine, 'love-story.json'), 'utf8')).toBe('[]');
  });

  it('puts the whole folder back in one step, photos prepared', async () => {
    const mine = await copyPortoWedding(path.join(root(), 'mine'));
    const made = await backupProject(mine, { dir: 'kept', cwd: root() });
    await cp(path.join(made.dir, 'content'), path.join(root(), 'expected'), { recursive: true });
    await writeFile(path.join(mine, 'love-story.json'), '[]');
    await rm(path.join(mine, 'media/gallery/vinhas.jpg'));

    const t = collectedLines();
    expect((await restoreProject(mine, made.dir, { dryRun: false, yes: true, cwd: root() }, t.io)).status).toBe('restored');

    expect(t.err).toEqual([]);
    expect(JSON.parse(await readFile(path.join(mine, 'love-story.json'), 'utf8'))).toHaveLength(3);
    expect(await readFile(path.join(mine, 'media/gallery/vinhas.jpg'))).toEqual(await readFile(path.join(root(), 'expected/media/gallery/vinhas.jpg')));
  });
});
