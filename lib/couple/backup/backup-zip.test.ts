import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { portoStandInPerTest } from '@/tests/db/support/stand-in';
import { collectedLines } from '@/tests/support/tool-folder';
import { cliClientOptions } from '../project';
import { backupProject, filesOf } from './backup';
import { backupZip, backupZipName } from './backup-zip';
import { openBackupZip } from './backup-zip-source';
import { runRestore } from '../../tools/backup/commands';

// The whole wedding as one file (what the desk downloads), and `npm run restore` taking that file back.

jest.setTimeout(120_000);
const { standIn, root } = portoStandInPerTest('backup-zip-');
const service = () => createClient(standIn().url, standIn().serviceKey, cliClientOptions());
const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());
const decode = (b: Uint8Array | undefined) => Buffer.from(b ?? []).toString('utf8');

it("holds exactly what a backup folder holds, every row and every photo, the manifest last", async () => {
  await standIn().setFile('guest-photos/tia-rosa/deep/late.jpg', 'late');
  const folder = await backupProject(service(), { cwd: root() });
  const zipped = unzipSync(await bytesOf(backupZip(service(), new Date('2027-06-01T10:00:00Z'))));

  const names = Object.keys(zipped);
  expect(names.at(-1)).toBe('manifest.json');
  expect([...names].sort()).toEqual((await filesOf(folder.dir)).sort());
  for (const name of names.filter((n) => n !== 'manifest.json')) expect(Buffer.from(zipped[name]!).equals(await readFile(path.join(folder.dir, name)))).toBe(true);
  const md5 = Object.fromEntries(names.filter((n) => n.startsWith('files/')).map((n) => [n, createHash('md5').update(zipped[n]!).digest('hex')]));
  expect(JSON.parse(decode(zipped['manifest.json']))).toEqual({ format: 'wedding-backup/1', kind: 'supabase', madeAt: '2027-06-01T10:00:00.000Z', rows: folder.rows, files: folder.files, md5 });
  expect(decode(zipped['files/guest-photos/tia-rosa/deep/late.jpg'])).toBe('late');
  expect(backupZipName(new Date('2027-06-01T10:00:00.123Z'))).toBe('wedding-backup-2027-06-01T10-00-00Z.zip');
});

it('errors the download when a table cannot be read part-way, so no half file passes for a backup', async () => {
  standIn().setFailure('rest', '500', { table: 'photo_gallery' });
  await expect(bytesOf(backupZip(service()))).rejects.toThrow(/Could not read photo_gallery/);
});

it('npm run restore takes the downloaded file: a guest removed since comes back, after a backup first', async () => {
  const file = path.join(root(), 'wedding-backup.zip');
  await writeFile(file, await bytesOf(backupZip(service())));
  const guests = await standIn().table('guests');
  await standIn().setTable('guests', guests.slice(1));

  const t = collectedLines();
  const env = { SUPABASE_URL: standIn().url, SUPABASE_SERVICE_ROLE_KEY: standIn().serviceKey };
  expect(await runRestore({ dir: 'wedding-backup.zip', dryRun: false, yes: true }, env, root(), t.io)).toBe(0);
  expect(t.out.some((l) => l.startsWith('Backed up the project as it was to backups/'))).toBe(true);
  expect((await standIn().table('guests')).map((g) => g.id).sort()).toEqual(guests.map((g) => g.id).sort());
});

describe('a file that is not one of our backups', () => {
  const write = async (name: string, files: Record<string, string>) => {
    const file = path.join(root(), name);
    await writeFile(file, zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)]))));
    return file;
  };

  it('is refused, naming every entry that does not belong, and nothing is unpacked', async () => {
    const file = await write('odd.zip', { 'manifest.json': '{}', 'files/../../escape.jpg': 'x', 'rows/guests.json': '[]', 'notes.txt': 'hi' });
    await expect(openBackupZip(file)).rejects.toThrow('odd.zip is not a wedding backup: it holds "files/../../escape.jpg", "notes.txt".');
  });

  it('is refused without its manifest, or when it is no zip at all', async () => {
    await expect(openBackupZip(await write('half.zip', { 'rows/guests.json': '[]' }))).rejects.toThrow('half.zip has no manifest.json');
    const notZip = path.join(root(), 'photo.zip');
    await writeFile(notZip, 'GIF89a not a zip');
    await expect(openBackupZip(notZip)).rejects.toThrow(/photo\.zip is not a whole zip file/);
  });
});
