import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createClient } from '@supabase/supabase-js';
import { portoStandInPerTest } from '@/tests/db/support/stand-in';
import { asGuest, guestPage, guestSends, testPhoto, testVideo, todayIn } from '@/tests/support/guest-sends';
import { collectedLines } from '@/tests/support/tool-folder';
import { BACKUP_UNPACKED } from '@/lib/wedding/limits';
import { cliClientOptions } from '../project';
import { backupProject } from './backup';
import { backupZip } from './backup-zip';
import { openBackupZip } from './backup-zip-source';
import { restoreProject } from './restore';

// Guests' photos and videos in the wedding's backup, and back again: rows, files, the couple's decisions and settings.

jest.setTimeout(120_000);

const { standIn, root } = portoStandInPerTest('guest-uploads-backup-');
const ROSA = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01';
const JONAS = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03';
const service = () => createClient(standIn().url, standIn().serviceKey, cliClientOptions());
const uploads = async () => (await standIn().table('guest_uploads')).map((r) => [r.path, r.state, r.approved_at !== null]).sort();
const guestFiles = () => standIn().filePaths().filter((p) => p.startsWith('guest-uploads/'));

async function theDay() {
  const { data } = await service().from('wedding_info').select('wedding').eq('id', 1).single();
  await service().from('wedding_info').update({ wedding: { ...data!.wedding, date: todayIn('Europe/Lisbon') } }).eq('id', 1);
  const photo = await guestSends(standIn(), ROSA, { bytes: await testPhoto({ r: 220, g: 40, b: 90 }), type: 'image/jpeg', width: 1200, height: 900 });
  const video = await guestSends(standIn(), JONAS, { bytes: testVideo(600_000), type: 'video/quicktime', seconds: 31 });
  const removed = await guestSends(standIn(), JONAS, { bytes: await testPhoto({ r: 10, g: 200, b: 90 }), type: 'image/png' });
  await service().from('guest_uploads').update({ approved_at: new Date().toISOString() }).eq('id', photo.id);
  await standIn().removeFile(removed.path);
  await service().from('guest_uploads').update({ state: 'removed', removed_at: new Date().toISOString() }).eq('id', removed.id);
  await service().from('guest_upload_settings').update({ share_approved: true, files_per_guest: 50 }).eq('id', 1);
  // Still on its way from a phone: not the couple's yet.
  const { data: sending } = await asGuest(standIn(), ROSA).rpc('ticket_guest_upload', { client_ref: 'still-sending-1', kind: 'photo', content_type: 'image/jpeg', bytes: 1000 });
  await standIn().setFile((sending as { path: string }).path, { bytes: Buffer.from('half a photo') });
  return { photo, video, removed, sending: sending as { path: string } };
}

async function everythingLost() {
  await service().from('guest_uploads').delete().neq('client_ref', '');
  for (const p of guestFiles()) await standIn().removeFile(p);
  await service().from('guest_upload_settings').update({ share_approved: false, files_per_guest: 200 }).eq('id', 1);
}

it('backs up every stored upload with its row, the removed ones as rows, never one still being sent; a restore puts them all back', async () => {
  const day = await theDay();
  const before = { rows: (await uploads()).filter(([p]) => p !== day.sending.path), files: guestFiles().filter((p) => p !== day.sending.path) };
  const made = await backupProject(service(), { cwd: root() });
  expect(made.rows).toMatchObject({ guest_uploads: 3, guest_upload_settings: 1 });
  const kept = JSON.parse(await readFile(path.join(made.dir, 'rows/guest_uploads.json'), 'utf8')) as { path: string; state: string }[];
  expect(kept.map((r) => r.state).sort()).toEqual(['removed', 'stored', 'stored']);
  expect(await readFile(path.join(made.dir, 'files', day.video.path))).toEqual(standIn().fileBytes(day.video.path));
  await expect(readFile(path.join(made.dir, 'files', day.sending.path))).rejects.toThrow(/ENOENT/);

  await everythingLost();
  const t = collectedLines();
  expect((await restoreProject(service(), made.dir, { dryRun: false, yes: true, cwd: root() }, t.io)).status).toBe('restored');
  expect(t.out).toEqual(expect.arrayContaining([`  + Photo from Rosa Martins (${day.photo.path})`, `  + Video from Jonas Becker (${day.video.path})`, `  + Photo ${day.video.path}`]));
  expect({ rows: await uploads(), files: guestFiles() }).toEqual(before);
  expect(standIn().fileBytes(day.photo.path)).toBeDefined();
  expect((await standIn().table('guest_upload_settings'))[0]).toMatchObject({ share_approved: true, files_per_guest: 50 });
  // As the couple left it: the approved photo shared with every guest, the removed one never taken again.
  expect((await guestPage(standIn(), JONAS)).shared.map((s) => s.path)).toEqual([day.photo.path]);
  await expect(guestSends(standIn(), JONAS, { bytes: await testPhoto({ r: 10, g: 200, b: 90 }), type: 'image/png' })).rejects.toThrow(/"refused":"removed"/);
});

it('refuses a backup whose guest file is not what its name says, and writes nothing', async () => {
  const day = await theDay();
  const made = await backupProject(service(), { cwd: root() });
  await writeFile(path.join(made.dir, 'files', day.photo.path), '<html><script>alert(1)</script></html>');
  const manifest = JSON.parse(await readFile(path.join(made.dir, 'manifest.json'), 'utf8')) as { md5: Record<string, string> };
  delete manifest.md5[`files/${day.photo.path}`];
  await writeFile(path.join(made.dir, 'manifest.json'), JSON.stringify(manifest));
  await everythingLost();
  const t = collectedLines();
  expect((await restoreProject(service(), made.dir, { dryRun: false, yes: true, cwd: root() }, t.io)).status).toBe('refused');
  expect(t.err.join('\n')).toContain(`files/${day.photo.path} is not the photo or video its name says it is`);
  expect(guestFiles()).toEqual([]);
  expect(await uploads()).toEqual([]);
});

it("refuses a backup holding a file in guests' uploads that none of its uploads names", async () => {
  const day = await theDay();
  const made = await backupProject(service(), { cwd: root() });
  const stray = `${path.dirname(day.photo.path)}/0b8f2c1e-6d3a-4f7b-9c2e-5a1d8e7f6b4c.jpg`;
  await writeFile(path.join(made.dir, 'files', stray), standIn().fileBytes(day.photo.path)!);
  const t = collectedLines();
  expect((await restoreProject(service(), made.dir, { dryRun: true, yes: true, cwd: root() }, t.io)).status).toBe('refused');
  expect(t.err).toContain(`  files/${stray}: no guest's upload of this backup is stored there`);
});

it("keeps the project's uploads when an older backup has none of their rows", async () => {
  const made = await backupProject(service(), { cwd: root() });
  for (const table of ['guest_uploads', 'guest_upload_settings']) {
    const manifestRows = path.join(made.dir, 'rows', `${table}.json`);
    await rm(manifestRows);
  }
  const day = await theDay();
  const before = { rows: await uploads(), files: guestFiles() };
  const t = collectedLines();
  // The wedding's date goes back as the backup has it; nothing of the guests' uploads is touched.
  expect((await restoreProject(service(), made.dir, { dryRun: false, yes: true, cwd: root() }, t.io)).status).toBe('restored');
  expect(t.out.filter((l) => /guest-uploads|from Rosa|from Jonas/.test(l))).toEqual([]);
  expect({ rows: await uploads(), files: guestFiles() }).toEqual(before);
  expect(before.files).toContain(day.photo.path);
});

it("takes a wedding's backup zip holding a guest's 50 MB video within the desk's own limits", async () => {
  await theDay();
  const video = await guestSends(standIn(), ROSA, { bytes: testVideo(52_428_800), type: 'video/mp4', seconds: 59 });
  const file = path.join(root(), 'wedding-backup.zip');
  await pipeline(Readable.fromWeb(backupZip(service()) as WebReadableStream<Uint8Array>), createWriteStream(file));
  const opened = await openBackupZip(file, { limits: BACKUP_UNPACKED });
  try {
    expect(opened.listing.files).toContain(`files/${video.path}`);
    expect((await opened.md5(`files/${video.path}`)).length).toBe(32);
  } finally {
    await opened.close();
  }
  // The free plan holds 1 GB of files in all, guests' included: a full plan's backup unpacks within the limit too.
  expect(BACKUP_UNPACKED.totalBytes).toBeGreaterThanOrEqual(2 ** 30 + 5 * BACKUP_UNPACKED.tableBytes);
  expect(BACKUP_UNPACKED.fileBytes).toBeGreaterThanOrEqual(52_428_800);
});
