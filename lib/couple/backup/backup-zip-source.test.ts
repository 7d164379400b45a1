import { createHash } from 'node:crypto';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { unzipSync } from 'fflate';
import { portoStandInPerTest } from '@/tests/db/support/stand-in';
import { collectedLines } from '@/tests/support/tool-folder';
import { writeZip, type ZipPart } from '@/tests/support/zip-writer';
import { BACKUP_UNPACKED } from '@/lib/wedding/limits';
import { cliClientOptions } from '../project';
import { backupZip } from './backup-zip';
import { COMPUTER_BACKUP_LIMITS, openBackupZip } from './backup-zip-source';
import { runRestore } from '../../tools/backup/commands';
import { restoreProject } from './restore';

// A downloaded backup read in place: refused whole when it is not one of ours or claims too much, its preview made
// without unpacking a photo, and each photo the restore writes read within what the zip said.

jest.setTimeout(120_000);
const { standIn, root } = portoStandInPerTest('backup-zip-source-');
const service = () => createClient(standIn().url, standIn().serviceKey, cliClientOptions());
const MB = 2 ** 20;

/** The project's own backup as parts, `edit`ed (its manifest as JSON), written as a zip. */
async function backupWith(name: string, extra: ZipPart[], edit: (manifest: Record<string, unknown>) => void = () => undefined): Promise<string> {
  const held = unzipSync(new Uint8Array(await new Response(backupZip(service())).arrayBuffer()));
  const manifest = JSON.parse(Buffer.from(held['manifest.json']!).toString('utf8')) as Record<string, unknown>;
  edit(manifest);
  const parts = Object.entries(held)
    .filter(([n]) => n !== 'manifest.json')
    .map(([n, bytes]) => ({ name: n, bytes: Buffer.from(bytes) }));
  const file = path.join(root(), name);
  await writeZip(file, [...parts, ...extra, { name: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest)) }]);
  return file;
}
const everything = async () => ({ guests: await standIn().table('guests'), files: standIn().filePaths().map((p) => `${p} ${standIn().fileBytes(p)?.toString('base64')}`) });

it('refuses a bomb from its central directory, with the reason, before anything is unpacked or changed', async () => {
  const file = await backupWith('bomb.zip', [{ name: 'files/gallery/bomb.jpg', zeros: BACKUP_UNPACKED.fileBytes + MB }]);
  const before = await everything();
  const started = Date.now();
  await expect(openBackupZip(file)).rejects.toThrow('bomb.zip unpacks to 51 MB in "files/gallery/bomb.jpg" alone, more than any file of a wedding (50 MB): it is not a backup the desk made.');
  expect(Date.now() - started).toBeLessThan(1000);
  expect(await everything()).toEqual(before);
});

it('previews without unpacking a photo, comparing by the manifest; the restore then reads what it writes, and refuses a liar whole', async () => {
  const file = await backupWith('liar.zip', [{ name: 'files/gallery/late.jpg', zeros: 30 * MB, says: 2048 }], (m) => {
    (m.md5 as Record<string, string>)['files/gallery/late.jpg'] = createHash('md5').update('a photo').digest('hex');
  });
  await standIn().removeFile('gallery/ribeira.jpg');
  const before = await everything();
  const backup = await openBackupZip(file);
  try {
    const dry = collectedLines();
    expect((await restoreProject(service(), backup, { dryRun: true, yes: true, cwd: root() }, dry.io)).status).toBe('dry-run');
    expect(dry.out).toEqual(expect.arrayContaining(['  + Photo gallery/late.jpg', '  + Photo gallery/ribeira.jpg']));

    const real = collectedLines();
    expect((await restoreProject(service(), backup, { dryRun: false, yes: true, cwd: root() }, real.io)).status).toBe('refused');
    expect(real.err).toEqual([
      'Nothing was restored: the backup holds a photo seeding would refuse.',
      '  liar.zip: files/gallery/late.jpg unpacks to more than the 2 KB the zip says: it is not a backup the desk made.',
    ]);
    expect(await everything()).toEqual(before);
  } finally {
    await backup.close();
  }
});

it('refuses a photo that is not the one its manifest names, writing nothing', async () => {
  const file = await backupWith('swapped.zip', [], (m) => {
    (m.md5 as Record<string, string>)['files/gallery/ribeira.jpg'] = createHash('md5').update('another photo').digest('hex');
  });
  await standIn().removeFile('gallery/ribeira.jpg');
  const before = await everything();
  const t = collectedLines();
  const backup = await openBackupZip(file);
  try {
    expect((await restoreProject(service(), backup, { dryRun: false, yes: true, cwd: root() }, t.io)).status).toBe('refused');
  } finally {
    await backup.close();
  }
  expect(t.err.join('\n')).toContain("files/gallery/ribeira.jpg is not the file the backup listed: it changed since, or the backup's manifest.json is wrong");
  expect(await everything()).toEqual(before);
});

it('names a link and a name no backup holds, and restores nothing', async () => {
  const linked = await backupWith('linked.zip', [{ name: 'files/gallery/leak.jpg', bytes: Buffer.from('/etc/passwd'), mode: 0o120777 }]);
  const before = await everything();
  const t = collectedLines();
  const backup = await openBackupZip(linked);
  try {
    expect((await restoreProject(service(), backup, { dryRun: false, yes: true, cwd: root() }, t.io)).status).toBe('refused');
  } finally {
    await backup.close();
  }
  expect(t.err.join('\n')).toContain('files/gallery/leak.jpg is a link to somewhere else, not a file of the backup');
  const odd = await backupWith('odd.zip', [{ name: 'files/gallery/\u001b[31mred.jpg', bytes: Buffer.from('x') }, { name: 'rows/../../etc.json', bytes: Buffer.from('[]') }]);
  await expect(openBackupZip(odd)).rejects.toThrow('odd.zip is not a wedding backup: it holds "files/gallery/\\u001b[31mred.jpg", "rows/../../etc.json".');
  expect(await everything()).toEqual(before);
});

it('refuses a table larger than a wedding’s rows ever are', async () => {
  const file = await backupWith('rows.zip', [{ name: 'rows/notes.json', zeros: BACKUP_UNPACKED.tableBytes + MB }]);
  await expect(openBackupZip(file)).rejects.toThrow("rows.zip unpacks rows/notes.json to 21 MB, more than a wedding's rows ever are (20 MB): it is not a backup the desk made.");
});

it('npm run restore on a computer reads with the same reader, allowing more, and refuses past that', async () => {
  expect(COMPUTER_BACKUP_LIMITS.fileBytes).toBeGreaterThan(BACKUP_UNPACKED.fileBytes);
  const env = { SUPABASE_URL: standIn().url, SUPABASE_SERVICE_ROLE_KEY: standIn().serviceKey };
  await backupWith('video.zip', [{ name: 'files/gallery/video.mp4', zeros: BACKUP_UNPACKED.fileBytes + MB }]);
  const dry = collectedLines();
  expect(await runRestore({ dir: 'video.zip', dryRun: true, yes: false }, env, root(), dry.io)).toBe(0);
  expect(dry.out).toContain('  + Photo gallery/video.mp4');

  await backupWith('bomb.zip', [{ name: 'files/gallery/bomb.jpg', zeros: COMPUTER_BACKUP_LIMITS.fileBytes + MB }]);
  await expect(runRestore({ dir: 'bomb.zip', dryRun: true, yes: false }, env, root(), collectedLines().io)).rejects.toThrow(
    'bomb.zip unpacks to 401 MB in "files/gallery/bomb.jpg" alone, more than any file of a wedding (400 MB): it is not a backup the desk made.',
  );
});
