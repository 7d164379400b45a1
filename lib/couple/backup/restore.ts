import { cp, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE } from '@/lib/wedding/spec-values';
import { confirmRemoval, type Ask, type ConfirmIo } from '../confirm';
import { describeError, shownPath, UsageError } from '../project';
import { contentTypeFor } from '../seed/seed-rows';
import { ensureBucket, upsertRows } from '../seed/seed-write';
import { backupProject, filesOf, readAllRows, type BackupTarget } from './backup';
import { bucketFilesUnder, isSafeObjectPath } from './bucket-files';
import { BACKUP_FORMAT, BACKUP_TABLES, CONTENT_COPY_DIR, FILES_DIR, MANIFEST, ROW_KEYS, ROWS_DIR, type BackupTable, type Manifest } from './layout';

// The project as it was is backed up first, so a restore can itself be undone.

type Row = Record<string, unknown>;

export interface RestoreOptions {
  dryRun: boolean;
  yes: boolean;
  ask?: Ask;
  cwd: string;
}

export type RestoreOutcome = { status: 'restored'; before: string } | { status: 'dry-run' } | { status: 'refused' };

export async function readManifest(dir: string): Promise<Manifest> {
  const text = await readFile(path.join(dir, MANIFEST), 'utf8').catch(() => null);
  if (text === null) throw new UsageError(`${dir} is not a backup (it has no ${MANIFEST}): nothing was changed.`);
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== BACKUP_FORMAT || (manifest.kind !== 'supabase' && manifest.kind !== 'folder')) {
    throw new UsageError(`${dir}/${MANIFEST} is not a ${BACKUP_FORMAT} backup: nothing was changed.`);
  }
  return manifest;
}

const keyOf = (table: BackupTable, row: Row) => JSON.stringify(ROW_KEYS[table].map((k) => row[k]));

function describeRow(table: BackupTable, row: Row): string {
  const label = table.padEnd(14);
  if (table === 'love_story') return `  ${label} ${String(row.year)} "${String(row.title)}"`;
  if (table === 'photo_gallery') return `  ${label} ${String(row.storage_path)}`;
  if (table === 'guests') return `  ${label} ${String(row.name)} (${String(row.id)})`;
  if (table === 'guest_opens') return `  ${label} of guest ${String(row.guest_id)}`;
  return `  ${label} the wedding's information`;
}

const writable = (table: BackupTable, row: Row): Row => {
  if (table !== 'love_story' && table !== 'photo_gallery') return row;
  return Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'id'));
};

async function restoreSupabase(client: SupabaseClient, dir: string, opts: RestoreOptions, io: ConfirmIo): Promise<RestoreOutcome> {
  const wanted = {} as Record<BackupTable, Row[]>;
  for (const table of BACKUP_TABLES) {
    const text = await readFile(path.join(dir, ROWS_DIR, `${table}.json`), 'utf8').catch(() => null);
    if (text === null) throw new UsageError(`The backup ${dir} has no ${ROWS_DIR}/${table}.json: it is not whole, nothing was changed.`);
    wanted[table] = JSON.parse(text) as Row[];
  }
  const filesDir = path.join(dir, FILES_DIR);
  const files = (await stat(filesDir).catch(() => null)) ? await filesOf(filesDir) : [];
  const unsafe = files.find((f) => !isSafeObjectPath(f));
  if (unsafe) throw new UsageError(`The backup holds a file whose name the bucket cannot take: ${JSON.stringify(unsafe)}.`);

  const gone = {} as Record<BackupTable, Row[]>;
  for (const table of BACKUP_TABLES) {
    const keep = new Set(wanted[table].map((r) => keyOf(table, r)));
    gone[table] = (await readAllRows(client, table)).filter((r) => !keep.has(keyOf(table, r)));
  }
  const inBackup = new Set(files);
  const goneFiles = (await bucketFilesUnder(client)).filter((p) => !inBackup.has(p));

  const lines = [
    ...BACKUP_TABLES.flatMap((t) => gone[t].map((r) => describeRow(t, r))),
    ...goneFiles.map((p) => `  ${'photo'.padEnd(14)} ${p}`),
  ];
  const writes = `${BACKUP_TABLES.map((t) => `${t} ${wanted[t].length}`).join(', ')} and ${files.length} files`;
  if (opts.dryRun) {
    io.out(lines.length ? 'To remove (not in the backup):' : 'Nothing to remove: the project has nothing the backup does not have.');
    for (const line of lines) io.out(line);
    io.out(`Dry run: nothing was written. It would write ${writes}${lines.length ? ', and remove the above' : ''}.`);
    return { status: 'dry-run' };
  }
  if (lines.length && !(await confirmRemoval(['To remove (not in the backup):', ...lines], { yes: opts.yes, ask: opts.ask }, io))) {
    return { status: 'refused' };
  }
  const before = await backupProject(client, { cwd: opts.cwd });
  io.out(`Backed up the project as it was to ${shownPath(opts.cwd, before.dir)} (npm run restore -- that folder undoes this restore).`);

  await ensureBucket(client, io.out);
  for (const table of BACKUP_TABLES) {
    await upsertRows(client, table, wanted[table].map((r) => writable(table, r)), ROW_KEYS[table].join(','));
  }
  for (const p of files) {
    const bytes = await readFile(path.join(filesDir, ...p.split('/')));
    const { error } = await client.storage.from(STORAGE.bucket).upload(p, bytes, { upsert: true, contentType: contentTypeFor(p), cacheControl: '3600' });
    if (error) throw new Error(`Could not upload ${p}: ${describeError(error)}`);
  }
  // Opens first: removing a guest would take theirs with it anyway.
  for (const table of ['guest_opens', 'love_story', 'photo_gallery', 'guests', 'wedding_info'] as const) {
    const column = table === 'guest_opens' ? 'guest_id' : 'id';
    const ids = gone[table].map((r) => r[column]);
    for (let i = 0; i < ids.length; i += 100) {
      const { error } = await client.from(table).delete().in(column, ids.slice(i, i + 100) as string[]);
      if (error) throw new Error(`Could not remove from ${table}: ${describeError(error)}`);
    }
  }
  for (let i = 0; i < goneFiles.length; i += 100) {
    const { error } = await client.storage.from(STORAGE.bucket).remove(goneFiles.slice(i, i + 100));
    if (error) throw new Error(`Could not remove files from ${STORAGE.bucket}: ${describeError(error)}`);
  }
  io.out(`Restored ${writes}${lines.length ? `; removed ${lines.length} the backup does not have` : ''}.`);
  return { status: 'restored', before: before.dir };
}

async function restoreFolder(contentDir: string, dir: string, opts: RestoreOptions, io: ConfirmIo): Promise<RestoreOutcome> {
  const copy = path.join(dir, CONTENT_COPY_DIR);
  if (!(await stat(copy).catch(() => null))?.isDirectory()) throw new UsageError(`The backup ${dir} has no ${CONTENT_COPY_DIR}/ folder: nothing was changed.`);
  const files = await filesOf(copy);
  const exists = (await stat(contentDir).catch(() => null))?.isDirectory() ?? false;
  const inBackup = new Set(files);
  const goneFiles = exists ? (await filesOf(contentDir)).filter((f) => !inBackup.has(f)) : [];
  const lines = goneFiles.map((f) => `  file           ${f}`);
  if (opts.dryRun) {
    io.out(lines.length ? `To remove from ${contentDir} (not in the backup):` : `Nothing to remove: ${contentDir} has nothing the backup does not have.`);
    for (const line of lines) io.out(line);
    io.out(`Dry run: nothing was written. It would copy ${files.length} files into ${contentDir}${lines.length ? ', and remove the above' : ''}.`);
    return { status: 'dry-run' };
  }
  if (lines.length && !(await confirmRemoval([`To remove from ${contentDir} (not in the backup):`, ...lines], { yes: opts.yes, ask: opts.ask }, io))) {
    return { status: 'refused' };
  }
  let before = '';
  if (exists && (await readdir(contentDir)).length > 0) {
    before = (await backupProject(contentDir, { cwd: opts.cwd })).dir;
    io.out(`Backed up ${contentDir} as it was to ${shownPath(opts.cwd, before)} (npm run restore -- that folder undoes this restore).`);
  }
  await cp(copy, contentDir, { recursive: true, force: true });
  for (const f of goneFiles) await rm(path.join(contentDir, ...f.split('/')), { force: true });
  io.out(`Restored ${files.length} files into ${contentDir}${lines.length ? `; removed ${lines.length} the backup does not have` : ''}.`);
  return { status: 'restored', before };
}

export async function restoreProject(target: BackupTarget, dir: string, opts: RestoreOptions, io: ConfirmIo): Promise<RestoreOutcome> {
  const manifest = await readManifest(dir);
  const kind = typeof target === 'string' ? 'folder' : 'supabase';
  if (manifest.kind !== kind) {
    throw new UsageError(
      manifest.kind === 'supabase'
        ? `${dir} is a backup of a Supabase project: set SUPABASE_URL and the secret key to restore it. Nothing was changed.`
        : `${dir} is a backup of a local content folder: restore it without SUPABASE_URL (into CONTENT_DIR or --content). Nothing was changed.`,
    );
  }
  io.out(`Restoring the backup made ${manifest.madeAt} (${Object.entries(manifest.rows).map(([t, n]) => `${t} ${n}`).join(', ')}; ${manifest.files} files)${opts.dryRun ? ' (dry run: nothing is written)' : ''} ...`);
  return typeof target === 'string' ? restoreFolder(target, dir, opts, io) : restoreSupabase(target, dir, opts, io);
}
