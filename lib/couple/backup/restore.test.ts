import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { portoStandInPerTest } from '@/tests/db/support/stand-in';
import { startStandIn } from '@/tests/stand-in/server';
import { copyPortoWedding } from '@/tests/support/porto-wedding';
import { collectedLines } from '@/tests/support/tool-folder';
import { tinyPhoto } from '@/tests/support/tiny-photo';
import { cliClientOptions } from '../project';
import { backupProject, filesOf } from './backup';
import { restoreProject } from './restore';

/** A restore makes the project equal the backup, asking before it removes, and backing up what it replaces. */
jest.setTimeout(60_000);

const { standIn, root, porto } = portoStandInPerTest('restore-');


const service = () => createClient(standIn().url, standIn().serviceKey, cliClientOptions());
const guestNames = async () => (await standIn().table('guests')).map((g) => String(g.name)).sort();

/** The backup, then a guest and an open of theirs added, a guest and a photo lost, a photo changed. */
async function backupThenChange() {
  const guests = await standIn().table('guests');
  const [kept, lost] = guests as { id: string; name: string }[];
  await standIn().setTable('guest_opens', [{ guest_id: kept!.id, opening_days: 3 }]);
  const made = await backupProject(service(), { cwd: root() });
  await standIn().setTable('guest_opens', []);
  await standIn().setTable('guests', [
    ...guests.filter((g) => g.id !== lost!.id),
    { id: '0b8f2c1e-6d3a-4f7b-9c2e-5a1d8e7f6b4c', name: 'Convidado Novo', personal_message: null, photo_dir: null },
  ]);
  await standIn().removeFile('gallery/ribeira.jpg');
  await standIn().setFile('gallery/vinhas.jpg', await tinyPhoto('gallery/vinhas.jpg', 'overwritten'));
  await standIn().setFile('gallery/stray.jpg', await tinyPhoto('gallery/stray.jpg'));
  return { made, guests, lost: lost!, kept: kept! };
}

it('without --yes and without a terminal lists what would go, exits refused, and writes nothing', async () => {
  const { made } = await backupThenChange();
  const before = { guests: await guestNames(), files: standIn().filePaths(), vinhas: standIn().fileBytes('gallery/vinhas.jpg')?.toString() };
  const t = collectedLines();

  const outcome = await restoreProject(service(), made.dir, { dryRun: false, yes: false, cwd: root() }, t.io);

  expect(outcome.status).toBe('refused');
  expect(t.out).toEqual(expect.arrayContaining(['  − Guest Convidado Novo', '  − Photo gallery/stray.jpg', "  Photo gallery/vinhas.jpg: replaced by the backup's"]));
  expect(t.err.join('\n')).toMatch(/Nothing was changed/);
  expect({ guests: await guestNames(), files: standIn().filePaths(), vinhas: standIn().fileBytes('gallery/vinhas.jpg')?.toString() }).toEqual(before);
  // No backup of its own either: nothing was about to change.
  expect(await readdir(path.join(root(), 'backups'))).toEqual([path.basename(made.dir)]);
});

it('--dry-run lists it all and writes nothing', async () => {
  const { made } = await backupThenChange();
  const before = await guestNames();
  const t = collectedLines();
  expect((await restoreProject(service(), made.dir, { dryRun: true, yes: true, cwd: root() }, t.io)).status).toBe('dry-run');
  expect(t.out).toEqual(expect.arrayContaining(['To remove (not in the backup: 1 guest, 1 photo):', '  − Guest Convidado Novo', '  + Photo gallery/ribeira.jpg']));
  expect(t.out.at(-1)).toMatch(/^Dry run: nothing was written\. The restore would back up the project as it is, then make exactly these changes \(the removals only with --yes/);
  expect(await guestNames()).toEqual(before);
  expect(standIn().filePaths()).toContain('gallery/stray.jpg');
});

it('with --yes brings back every row, open and file, removes what the backup lacks, and backs up what it replaced', async () => {
  const { made, guests, kept } = await backupThenChange();
  const t = collectedLines();

  const outcome = await restoreProject(service(), made.dir, { dryRun: false, yes: true, cwd: root() }, t.io);

  expect(t.err).toEqual([]);
  expect(outcome.status).toBe('restored');
  expect(await guestNames()).toEqual(guests.map((g) => String(g.name)).sort());
  expect(await standIn().table('guest_opens')).toEqual([expect.objectContaining({ guest_id: kept.id, opening_days: 3 })]);
  expect(standIn().filePaths()).toEqual(await filesOf(path.join(made.dir, 'files')));
  expect(standIn().fileBytes('gallery/vinhas.jpg')).toEqual(await readFile(path.join(made.dir, 'files/gallery/vinhas.jpg')));
  // The project as it was before the restore, kept too: the restore can itself be undone.
  const before = outcome.status === 'restored' ? outcome.before : '';
  expect(t.out.join('\n')).toContain(path.relative(root(), before));
  expect(await filesOf(path.join(before, 'files'))).toContain('gallery/stray.jpg');
});

it('refuses a folder that is not a backup, or a backup of the other kind', async () => {
  await expect(restoreProject(service(), root(), { dryRun: false, yes: true, cwd: root() }, collectedLines().io)).rejects.toThrow(/is not a backup/);
  const folderBackup = await backupProject(porto(), { dir: 'folder-backup', cwd: root() });
  await expect(restoreProject(service(), folderBackup.dir, { dryRun: false, yes: true, cwd: root() }, collectedLines().io)).rejects.toThrow(
    /backup of a local content folder/,
  );
});

it('restores a local content folder: files back, extras removed only when confirmed', async () => {
  const mine = path.join(root(), 'mine');
  await copyPortoWedding(mine);
  const made = await backupProject(mine, { dir: 'kept', cwd: root() });
  const story = await readFile(path.join(mine, 'love-story.json'), 'utf8');
  await writeFile(path.join(mine, 'love-story.json'), '[]');
  await rm(path.join(mine, 'media/story/2019-tram.jpg'));
  await writeFile(path.join(mine, 'media/story/extra.jpg'), await tinyPhoto('story/extra.jpg'));

  const refused = collectedLines();
  expect((await restoreProject(mine, made.dir, { dryRun: false, yes: false, cwd: root() }, refused.io)).status).toBe('refused');
  expect(refused.out).toContain('  − Photo story/extra.jpg');
  expect(await readFile(path.join(mine, 'love-story.json'), 'utf8')).toBe('[]');

  expect((await restoreProject(mine, made.dir, { dryRun: false, yes: false, ask: async () => 'yes', cwd: root() }, collectedLines().io)).status).toBe('restored');
  expect(await readFile(path.join(mine, 'love-story.json'), 'utf8')).toBe(story);
  expect(await filesOf(mine)).toEqual(await filesOf(path.join(made.dir, 'content')));
});

it("brings back the replies the couple recorded; a backup made before replies were kept leaves today's as they are", async () => {
  const [rosa] = (await standIn().table('guests')) as { id: string }[];
  await standIn().setTable('guest_replies', [{ guest_id: rosa!.id, coming: true, people: 2, note: 'vegetarian' }]);
  const made = await backupProject(service(), { cwd: root() });
  expect(JSON.parse(await readFile(path.join(made.dir, 'rows/guest_replies.json'), 'utf8'))).toEqual([expect.objectContaining({ guest_id: rosa!.id, people: 2 })]);
  await standIn().setTable('guest_replies', [{ guest_id: rosa!.id, coming: false, people: 0, note: '' }]);

  const t = collectedLines();
  expect((await restoreProject(service(), made.dir, { dryRun: false, yes: true, cwd: root() }, t.io)).status).toBe('restored');
  expect(t.out.join('\n')).toContain("1 guest's reply");
  expect(await standIn().table('guest_replies')).toEqual([expect.objectContaining({ guest_id: rosa!.id, coming: true, people: 2, note: 'vegetarian' })]);

  // A backup from before: no rows/guest_replies.json. It is whole, and the reply recorded since stays.
  await rm(path.join(made.dir, 'rows/guest_replies.json'));
  await standIn().setTable('guest_replies', [{ guest_id: rosa!.id, coming: false, people: 0, note: 'called to say no' }]);
  const older = collectedLines();
  expect((await restoreProject(service(), made.dir, { dryRun: false, yes: true, cwd: root() }, older.io)).status).toBe('unchanged');
  expect(older.err).toEqual([]);
  expect(await standIn().table('guest_replies')).toEqual([expect.objectContaining({ note: 'called to say no' })]);
});

const italian = (invite: string) => ({
  language: 'it',
  invite_subject: 'Il nostro matrimonio',
  invite_body: `${invite} {link}`,
  remind_subject: 'Promemoria',
  remind_body: 'Ti aspettiamo! {link}',
  card: 'Inquadra il codice',
});

it("brings back the couple's own message texts; a backup made before them leaves today's as they are", async () => {
  await standIn().setTable('desk_messages', [italian('Cara {name}, vieni al nostro matrimonio:')]);
  const made = await backupProject(service(), { cwd: root() });
  await standIn().setTable('desk_messages', [italian('Testo cambiato:')]);

  const t = collectedLines();
  expect((await restoreProject(service(), made.dir, { dryRun: false, yes: true, cwd: root() }, t.io)).status).toBe('restored');
  expect(t.out.join('\n')).toContain("1 language's messages");
  expect(await standIn().table('desk_messages')).toEqual([expect.objectContaining({ language: 'it', invite_body: 'Cara {name}, vieni al nostro matrimonio: {link}' })]);

  await rm(path.join(made.dir, 'rows/desk_messages.json'));
  await standIn().setTable('desk_messages', [italian('Scritto dopo il backup:')]);
  const older = collectedLines();
  expect((await restoreProject(service(), made.dir, { dryRun: false, yes: true, cwd: root() }, older.io)).status).toBe('unchanged');
  expect(await standIn().table('desk_messages')).toEqual([expect.objectContaining({ invite_body: 'Scritto dopo il backup: {link}' })]);
});

it('refuses, writing nothing, a backup with message texts into a project without their table', async () => {
  await standIn().setTable('desk_messages', [italian('Cara {name}:')]);
  const made = await backupProject(service(), { cwd: root() });
  const older = await startStandIn({ rls: true, contentDir: porto(), deskMessages: false });
  try {
    const [lost] = (await older.table('guests')) as { id: string }[];
    await older.setTable('guests', (await older.table('guests')).filter((g) => g.id !== lost!.id));
    const t = collectedLines();
    const outcome = await restoreProject(createClient(older.url, older.serviceKey, cliClientOptions()), made.dir, { dryRun: false, yes: true, cwd: root() }, t.io);
    expect(outcome.status).toBe('refused');
    expect(t.err.join('\n')).toContain('desk_messages (apply supabase/migrations/20261130000000_desk_messages.sql)');
    expect((await older.table('guests')).map((g) => g.id)).not.toContain(lost!.id);
    expect(await readdir(path.join(root(), 'backups'))).toEqual([path.basename(made.dir)]);
  } finally {
    await older.close();
  }
});
