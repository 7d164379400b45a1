import { cp, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { portoStandInPerTest } from '@/tests/db/support/stand-in';
import { startStandIn } from '@/tests/stand-in/server';
import { cliClientOptions } from '../project';
import { backupProject, filesOf } from './backup';

jest.setTimeout(60_000);

const { standIn, root, porto } = portoStandInPerTest('backup-');


const service = () => createClient(standIn().url, standIn().serviceKey, cliClientOptions());
const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as unknown;

it('writes every table and every file of the bucket, with a manifest counting them', async () => {
  const guest = (await standIn().table('guests'))[0] as { id: string };
  await standIn().setTable('guest_opens', [{ guest_id: guest.id, opening_days: 2 }]);
  await standIn().setFile('guest-photos/tia-rosa/deep/nested/late.jpg', 'late');

  const made = await backupProject(service(), { cwd: root() });

  expect(path.dirname(made.dir)).toBe(path.join(root(), 'backups'));
  for (const table of ['wedding_info', 'guests', 'love_story', 'photo_gallery', 'guest_opens']) {
    const rows = await standIn().table(table);
    expect(await readJson(path.join(made.dir, 'rows', `${table}.json`))).toEqual(expect.arrayContaining(rows.map((r) => expect.objectContaining(r))));
    expect(made.rows[table]).toBe(rows.length);
  }
  expect(made.rows.guest_opens).toBe(1);
  expect(made.rows.love_story).toBeGreaterThan(0);
  expect(await filesOf(path.join(made.dir, 'files'))).toEqual(standIn().filePaths());
  expect(await readFile(path.join(made.dir, 'files/guest-photos/tia-rosa/deep/nested/late.jpg'), 'utf8')).toBe('late');
  expect(made.files).toBe(standIn().filePaths().length);
  expect(await readJson(path.join(made.dir, 'manifest.json'))).toMatchObject({ format: 'wedding-backup/1', kind: 'supabase', rows: made.rows, files: made.files });
});

it('backs up a project made before replies whole, with no replies', async () => {
  const older = await startStandIn({ rls: true, contentDir: porto(), guestReplies: false });
  try {
    const made = await backupProject(createClient(older.url, older.serviceKey, cliClientOptions()), { cwd: root() });
    expect(made.rows.guest_replies).toBe(0);
    expect(made.rows.guests).toBe((await older.table('guests')).length);
    expect(made.files).toBe(older.filePaths().length);
  } finally {
    await older.close();
  }
});

it('leaves no half backup when the project cannot be read', async () => {
  standIn().setFailure('rest', '500', { table: 'love_story' });
  await expect(backupProject(service(), { dir: 'kept', cwd: root() })).rejects.toThrow(/Could not read love_story/);
  expect(existsSync(path.join(root(), 'kept'))).toBe(false);
});

it('copies a local content folder, media and all', async () => {
  const content = path.join(root(), 'porto');
  await cp(porto(), content, { recursive: true });
  const made = await backupProject(content, { dir: 'mine', cwd: root() });
  expect(made.dir).toBe(path.join(root(), 'mine'));
  expect(await filesOf(path.join(made.dir, 'content'))).toEqual(await filesOf(content));
  expect(made.rows['love-story.json']).toBe(((await readJson(path.join(content, 'love-story.json'))) as unknown[]).length);
  await expect(backupProject(content, { dir: 'mine', cwd: root() })).rejects.toThrow(/not empty/);
});
