import type { SupabaseClient } from '@supabase/supabase-js';
import { applyToProject } from '../changes/apply-supabase';
import { countsOf } from '../changes/describe';
import { twoWay } from '../changes/diff';
import { readProjectState } from '../changes/project-state';
import { guestKey, idOf, type EntryKind, type State } from '../changes/state';
import type { Change } from '../changes/diff';
import { confirmRemoval, type ConfirmIo } from '../confirm';
import { describeError, shownPath, UsageError } from '../project';
import { backupProject, missingLaterTables, type BackupTarget } from './backup';
import { bucketFilesUnder } from './bucket-files';
import { folderSource, type BackupSource } from './backup-source';
import { readBackupState, type BackupState } from './backup-state';
import { GUEST_UPLOAD_PATH } from '../guest-uploads/upload-rows';
import { BACKUP_FORMAT, LATER_MIGRATIONS, MANIFEST, type BackupTable, type LaterTable, type Manifest } from './layout';
import { putBack } from './put-back';
import { restoreFolder } from './restore-folder';
import { restoreLines, type RestoreOptions, type RestoreOutcome } from './restore-outcome';

export type { RestoreOptions, RestoreOutcome } from './restore-outcome';

export async function readManifest(backup: BackupSource): Promise<Manifest> {
  const dir = backup.label;
  const text = await backup.text(MANIFEST);
  if (text === null) throw new UsageError(`${dir} is not a backup (it has no ${MANIFEST}): nothing was changed.`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new UsageError(`${dir}/${MANIFEST} cannot be read as JSON: nothing was changed.`);
  }
  if (manifest?.format !== BACKUP_FORMAT || (manifest.kind !== 'supabase' && manifest.kind !== 'folder')) {
    throw new UsageError(`${dir}/${MANIFEST} is not a ${BACKUP_FORMAT} backup: nothing was changed.`);
  }
  return manifest;
}


const LATER_KINDS: Record<LaterTable, EntryKind> = { guest_replies: 'reply', desk_messages: 'message', guest_uploads: 'upload', guest_upload_settings: 'upload-settings' };
const kindOf = (table: BackupTable) => LATER_KINDS[table as LaterTable];

/** An older backup without replies, messages or guests' uploads keeps the project's (replies: for the guests it restores). */
function withLaterRows(project: State, backup: BackupState): State {
  const kept = new Set(backup.lacks.map(kindOf));
  const target = new Map(backup.state);
  for (const [key, entry] of project) {
    const uploadFile = entry.kind === 'photo' && kept.has('upload') && GUEST_UPLOAD_PATH.test(idOf(key));
    if ((kept.has(entry.kind) && (entry.kind !== 'reply' || target.has(guestKey(idOf(key))))) || uploadFile) target.set(key, entry);
  }
  for (const key of backup.projectKeeps) {
    const entry = project.get(key);
    if (entry) target.set(key, entry);
  }
  return target;
}

async function lackingTables(client: SupabaseClient, backup: BackupState): Promise<string[]> {
  const held = new Set([...backup.state.values()].map((e) => e.kind));
  return (await missingLaterTables(client))
    .filter((t) => held.has(kindOf(t)))
    .map((t) => `${t} (apply ${LATER_MIGRATIONS[t]})`);
}

function withFilesKept(project: State, target: State): State {
  const kept = new Map(target);
  for (const [key, entry] of project) if (entry.kind === 'photo' && !kept.has(key)) kept.set(key, entry);
  return kept;
}

async function photoProblems(backup: BackupState, changes: Change[]): Promise<string[]> {
  const problems: string[] = [];
  for (const key of new Set(changes.filter((c) => c.kind !== 'remove' && c.entry.kind === 'photo').map((c) => c.key))) {
    await backup.bytes(idOf(key)).catch((e: unknown) => problems.push(describeError(e)));
  }
  return problems;
}

async function restoreSupabase(client: SupabaseClient, source: BackupSource, manifest: Manifest, opts: RestoreOptions, io: ConfirmIo): Promise<RestoreOutcome> {
  const kept = manifest.partial ? await bucketFilesUnder(client) : [];
  const backup = await readBackupState(source, { prepare: true, kept });
  if (backup.problems.length) {
    io.err(
      `Nothing was restored: the backup holds ${backup.problems.length === 1 ? 'something' : `${backup.problems.length} things`} seeding would refuse.`,
    );
    for (const p of backup.problems) io.err(`  ${p}`);
    return { status: 'refused' };
  }
  const lacking = await lackingTables(client, backup);
  if (lacking.length) {
    io.err(`Nothing was restored: the backup holds rows of tables this project does not have yet: ${lacking.join('; ')}. See supabase/README.md.`);
    return { status: 'refused' };
  }
  for (const note of backup.notes) io.out(`Note, restored as the backup has it: ${note}`);
  const project = await readProjectState(client, { guestRecords: true });
  const target = manifest.partial ? withFilesKept(project.state, withLaterRows(project.state, backup)) : withLaterRows(project.state, backup);
  const changes = twoWay(project.state, target);
  if (changes.length === 0) {
    io.out('Nothing to restore: the project already holds exactly what the backup holds.');
    return { status: 'unchanged' };
  }
  const { put, removed } = restoreLines(changes);
  if (put.length) io.out(`To put back as the backup has it (${countsOf(changes.filter((c) => c.kind !== 'remove'))}):`);
  for (const l of put) io.out(l);
  if (opts.dryRun) {
    if (removed.length) io.out(`To remove (not in the backup: ${countsOf(changes.filter((c) => c.kind === 'remove'))}):`);
    for (const l of removed) io.out(l);
    io.out(
      `Dry run: nothing was written. The restore would back up the project as it is, then make exactly these changes${removed.length ? ' (the removals only with --yes, or when you type yes)' : ''}.`,
    );
    return { status: 'dry-run' };
  }
  const unfit = await photoProblems(backup, changes);
  if (unfit.length) {
    io.err(`Nothing was restored: the backup holds ${unfit.length === 1 ? 'a photo' : `${unfit.length} photos`} seeding would refuse.`);
    for (const p of unfit) io.err(`  ${p}`);
    return { status: 'refused' };
  }
  if (
    removed.length &&
    !(await confirmRemoval(
      [`To remove (not in the backup: ${countsOf(changes.filter((c) => c.kind === 'remove'))}):`, ...removed],
      { yes: opts.yes, ask: opts.ask },
      io,
    ))
  ) {
    return { status: 'refused' };
  }
  const before = await backupProject(client, { cwd: opts.cwd });
  let shownBefore = shownPath(opts.cwd, before.dir);
  if (opts.keep) {
    try {
      shownBefore = await opts.keep(before.dir);
    } catch (e) {
      io.err(`Nothing was restored: the backup of the wedding as it is could not be kept (${describeError(e)}).`);
      return { status: 'refused' };
    }
    io.out(`Backed up the wedding as it was: ${shownBefore} (restoring it undoes this restore).`);
  } else {
    io.out(`Backed up the project as it was to ${shownBefore} (npm run restore -- that folder undoes this restore).`);
  }
  try {
    await applyToProject(client, { current: project.state, target, ids: project.ids, photoBytes: backup.bytes, asMember: opts.asMember }, io.out);
  } catch (e) {
    io.err(`The restore stopped: ${describeError(e)}.`);
    await putBack(client, before.dir, shownBefore, io.err, opts.asMember);
    return { status: 'refused' };
  }
  io.out(
    `Restored: ${countsOf(changes.filter((c) => c.kind !== 'remove')) || 'nothing to put back'}${removed.length ? `; removed ${countsOf(changes.filter((c) => c.kind === 'remove'))}` : ''}.`,
  );
  return { status: 'restored', before: before.dir };
}

export async function restoreProject(target: BackupTarget, backup: string | BackupSource, opts: RestoreOptions, io: ConfirmIo): Promise<RestoreOutcome> {
  const source = typeof backup === 'string' ? await folderSource(backup) : backup;
  const dir = source.label;
  const manifest = await readManifest(source);
  const kind = typeof target === 'string' ? 'folder' : 'supabase';
  if (manifest.kind !== kind) {
    throw new UsageError(
      manifest.kind === 'supabase'
        ? `${dir} is a backup of a Supabase project: set SUPABASE_URL and the secret key to restore it. Nothing was changed.`
        : `${dir} is a backup of a local content folder: restore it without SUPABASE_URL (into CONTENT_DIR or --content). Nothing was changed.`,
    );
  }
  const folder = source.dir;
  if (typeof target === 'string' && !folder) throw new UsageError(`${dir} holds a content folder's backup, which is restored from its folder: nothing was changed.`);
  io.out(`Restoring the backup made ${manifest.madeAt}${opts.dryRun ? ' (dry run: nothing is written)' : ''} ...`);
  return typeof target === 'string' ? restoreFolder(target, folder ?? '', opts, io) : restoreSupabase(target, source, manifest, opts, io);
}
