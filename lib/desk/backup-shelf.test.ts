import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { PORTO_WEDDING } from '@/tests/support/porto-wedding';
import { STORAGE } from '@/lib/wedding/spec-values';
import { keepUploadedBackup } from './backup-shelf';
import { removeEntry } from './desk-photos';
import { projectPlace, type DeskPlace } from './desk-place';
import { restoreDeskBackup, restorePreview } from './desk-restore';

// The site's backups, kept in the project's storage as the signed-in owner (policies on): Inês & Kenji's Porto wedding.

jest.setTimeout(60_000);

const SETTINGS = { auth: { persistSession: false, autoRefreshToken: false } };
let standIn: StandIn;
let owner: SupabaseClient;
let place: DeskPlace;

beforeEach(async () => {
  standIn = await startStandIn({ rls: true, contentDir: PORTO_WEDDING });
  owner = createClient(standIn.url, standIn.anonKey, SETTINGS);
  const { data } = await owner.auth.signUp({ email: 'ines@example.com', password: 'porto-2026' });
  const service = createClient(standIn.url, standIn.serviceKey, SETTINGS);
  expect((await service.from('members').insert({ user_id: data.user!.id, role: 'owner', email: 'ines@example.com' })).error).toBeNull();
  place = projectPlace(owner);
});
afterEach(() => standIn.close());

const guestNames = async () => (await place.store.list()).map((g) => g.name).sort();

it('keeps a backup in storage that guests cannot open and that never holds the backups before it', async () => {
  const first = await place.backups.make();
  await place.backups.make();
  const kept = await place.backups.list();
  expect(first).toMatch(/^wedding-backup-.+\.zip in Backups$/);
  expect(kept).toHaveLength(2);
  const opened = (await place.backups.open(kept[0]!.name))!;
  try {
    const files = opened.listing.files.filter((f) => f.startsWith('files/'));
    expect(files.filter((f) => f.startsWith('files/desk-backups/'))).toEqual([]);
    expect(files.length).toBeGreaterThan(0);
  } finally {
    await opened.close();
  }
  const anonymous = createClient(standIn.url, standIn.anonKey, SETTINGS).storage.from(STORAGE.bucket);
  expect((await anonymous.list('desk-backups')).data ?? []).toEqual([]);
  expect((await anonymous.download(`desk-backups/${kept[0]!.name}`)).data).toBeNull();
});

it('restores a kept backup as previewed, keeping the wedding as it was first', async () => {
  const before = await guestNames();
  await place.backups.make();
  const [backup] = await place.backups.list();
  const gone = (await place.store.list())[0]!;
  await place.store.remove(gone.id);

  const preview = await restorePreview(place, backup!.name);
  if (!preview || 'refused' in preview) throw new Error(`no preview: ${JSON.stringify(preview)}`);
  expect(preview.canRestore).toBe(true);
  expect(preview.groups.flatMap((g) => g.items).join('\n')).toContain(gone.name);
  expect(await guestNames()).not.toContain(gone.name);

  expect(await restoreDeskBackup(place, backup!.name, 'an older preview')).toMatchObject({ preview: { basis: preview.basis } });
  const done = await restoreDeskBackup(place, backup!.name, preview.basis);
  expect(done).toMatchObject({ restored: expect.stringMatching(/Backed up the wedding as it was: wedding-backup-.+\.zip in Backups/) });
  expect(await guestNames()).toEqual(before);
  expect(await place.backups.list()).toHaveLength(2);
  expect(await place.backups.remove(backup!.name)).toBe(true);
  expect(await place.backups.remove(backup!.name)).toBe(false);
  expect((await place.backups.list()).map((b) => b.name)).not.toContain(backup!.name);
  expect(await guestNames()).toEqual(before);
});

it('names a file that is not a backup, and restores nothing from it', async () => {
  const name = await keepUploadedBackup(owner, new Blob([new Uint8Array([80, 75, 3, 4, 1, 2, 3])], { type: 'application/zip' }));
  const before = await guestNames();
  expect(await restorePreview(place, name)).toEqual({ refused: expect.stringMatching(/^That file cannot be restored: .*not a whole zip file/) });
  expect(await restorePreview(place, 'uploaded-nothing-here.zip')).toBeNull();
  expect(await restorePreview(place, '../guests')).toBeNull();
  expect(await guestNames()).toEqual(before);
});

it('before a removal keeps every row and the photo it deletes; its restore leaves the other photos as they are', async () => {
  const removed = await removeEntry(place, 'gallery', 'gallery/vinhas.jpg');
  expect(removed).toMatchObject({ ok: true, message: expect.stringMatching(/^Removed “Vines at the quinta” and its photo\. A backup was made first: before-change-.+ in Backups\.$/) });
  const [backup] = await place.backups.list();
  const opened = (await place.backups.open(backup!.name))!;
  try {
    expect(opened.listing.files.filter((f) => f.startsWith('files/'))).toEqual(['files/gallery/vinhas.jpg']);
  } finally {
    await opened.close();
  }
  const added = await owner.storage.from(STORAGE.bucket).upload('gallery/after-the-backup.jpg', new Uint8Array(await (await readFileBytes('gallery/ribeira.jpg')).arrayBuffer()), { contentType: 'image/jpeg' });
  expect(added.error).toBeNull();

  const preview = await restorePreview(place, backup!.name);
  if (!preview || 'refused' in preview) throw new Error(`no preview: ${JSON.stringify(preview)}`);
  const changes = preview.groups.flatMap((g) => [g.title, ...g.items]).join('\n');
  expect(changes).toContain('vinhas');
  expect(changes).not.toMatch(/after-the-backup|ribeira|To remove/);
  expect(await restoreDeskBackup(place, backup!.name, preview.basis)).toMatchObject({ restored: expect.any(String) });
  const gallery = (await owner.storage.from(STORAGE.bucket).list('gallery')).data!.map((f) => f.name).sort();
  expect(gallery).toEqual(['after-the-backup.jpg', 'hero-couple-ines-kenji.jpg', 'ribeira.jpg', 'vinhas.jpg']);
  expect((await place.lists.read('gallery')).map((e) => (e as { storage_path: string }).storage_path)).toContain('gallery/vinhas.jpg');
});

const readFileBytes = async (p: string) => new Blob([new Uint8Array(await readFile(path.join(PORTO_WEDDING, 'media', p)))]);
