import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE } from '@/lib/wedding/spec-values';
import { describeError, isMissingTable } from '../project';
import { GUEST_UPLOADS_FOLDER } from '../guest-uploads/upload-rows';
import { plainFilesOf } from './backup-files';
import { bucketFilesUnder, isSafeObjectPath } from './bucket-files';
import {
  BACKUP_FORMAT,
  BACKUP_TABLES,
  CONTENT_COPY_DIR,
  defaultBackupDir,
  FILES_DIR,
  LATER_MIGRATIONS,
  LATER_TABLES,
  MANIFEST,
  ROW_KEYS,
  ROWS_DIR,
  type LaterTable,
  type Manifest,
} from './layout';

export type BackupTarget = SupabaseClient | string;

export interface BackupResult {
  dir: string;
  rows: Record<string, number>;
  files: number;
}

const PAGE = 1000;

export async function missingLaterTables(client: SupabaseClient): Promise<LaterTable[]> {
  const probes = await Promise.all(LATER_TABLES.map(async (table) => ({ table, error: (await client.from(table).select('*').limit(1).retry(false)).error })));
  return probes.filter((p) => p.error && isMissingTable(p.error)).map((p) => p.table);
}

export async function readAllRows(client: SupabaseClient, table: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let from = 0; ; from += PAGE) {
    let query = client.from(table).select('*');
    for (const key of ROW_KEYS[table as keyof typeof ROW_KEYS] ?? []) query = query.order(key, { ascending: true });
    const { data, error } = await query.range(from, from + PAGE - 1).retry(false);
    // A project whose later migration is not applied yet has none of that table's rows to lose.
    if (error && isMissingTable(error) && table in LATER_MIGRATIONS) return [];
    if (error) throw new Error(`Could not read ${table}: ${describeError(error)}.`);
    rows.push(...((data ?? []) as Record<string, unknown>[]));
    if ((data ?? []).length < PAGE) return rows;
  }
}

async function newFolder(dir: string | undefined, cwd: string): Promise<string> {
  if (dir) {
    const full = path.resolve(/*turbopackIgnore: true*/ cwd, dir);
    const existing = await readdir(full).catch(() => null);
    if (existing && existing.length > 0) throw new Error(`The backup folder ${full} is not empty: name a new one.`);
    await mkdir(full, { recursive: true });
    return full;
  }
  const base = defaultBackupDir(cwd);
  await mkdir(path.dirname(base), { recursive: true });
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    try {
      await mkdir(candidate);
      return candidate;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
}

export interface BackupEntry {
  path: string;
  bytes: Uint8Array;
  text: boolean;
}

export async function* supabaseBackupEntries(
  client: SupabaseClient,
  made: { rows: Record<string, number>; files: number; md5: Record<string, string> },
  only?: string[],
): AsyncGenerator<BackupEntry> {
  const stored = new Set<string>();
  for (const table of BACKUP_TABLES) {
    let all = await readAllRows(client, table);
    // A guest's file still being sent is not theirs yet, nor checked: it is neither kept nor put back.
    if (table === 'guest_uploads') all = all.filter((r) => r.state !== 'sending');
    for (const r of table === 'guest_uploads' ? all : []) if (r.state === 'stored') stored.add(String(r.path));
    made.rows[table] = all.length;
    yield { path: `${ROWS_DIR}/${table}.json`, bytes: Buffer.from(`${JSON.stringify(all, null, 2)}\n`), text: true };
  }
  const held = (await bucketFilesUnder(client)).filter((p) => !p.startsWith(`${GUEST_UPLOADS_FOLDER}/`) || stored.has(p));
  const paths = only ? held.filter((p) => only.includes(p)) : held;
  for (const p of paths) {
    if (!isSafeObjectPath(p)) throw new Error(`The bucket holds a file whose name cannot be saved safely: ${JSON.stringify(p)}.`);
    const { data, error } = await client.storage.from(STORAGE.bucket).download(p);
    if (error || !data) throw new Error(`Could not download ${p}: ${describeError(error)}.`);
    const bytes = new Uint8Array(await data.arrayBuffer());
    made.files += 1;
    made.md5[`${FILES_DIR}/${p}`] = createHash('md5').update(bytes).digest('hex');
    yield { path: `${FILES_DIR}/${p}`, bytes, text: false };
  }
}

export const backupManifest = (made: Omit<Manifest, 'format' | 'madeAt'>, now = new Date()): Manifest => ({ format: BACKUP_FORMAT, madeAt: now.toISOString(), ...made });

async function backupSupabase(client: SupabaseClient, dir: string): Promise<Omit<Manifest, 'format' | 'madeAt'>> {
  const made = { kind: 'supabase' as const, rows: {} as Record<string, number>, files: 0, md5: {} as Record<string, string> };
  for await (const entry of supabaseBackupEntries(client, made)) {
    const file = path.join(/*turbopackIgnore: true*/ dir, ...entry.path.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, entry.bytes);
  }
  return made;
}

export async function filesOf(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (rel: string) => {
    for (const entry of await readdir(path.join(/*turbopackIgnore: true*/ root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  await walk('');
  return out.sort();
}

async function backupFolder(contentDir: string, dir: string): Promise<Omit<Manifest, 'format' | 'madeAt'>> {
  const { files, problems } = await plainFilesOf(contentDir).catch((e: unknown) => {
    throw new Error(`Could not read the content folder ${contentDir}: ${describeError(e)}.`);
  });
  if (problems.length) throw new Error(`${problems.join('; ')}. A backup holds plain files only: put the file itself there instead of the link.`);
  await cp(contentDir, path.join(/*turbopackIgnore: true*/ dir, CONTENT_COPY_DIR), { recursive: true, errorOnExist: true, force: false });
  const rows: Record<string, number> = {};
  for (const f of files.filter((f) => !f.includes('/') && f.endsWith('.json'))) {
    try {
      const json = JSON.parse(await readFile(path.join(/*turbopackIgnore: true*/ contentDir, f), 'utf8')) as unknown;
      rows[f] = Array.isArray(json) ? json.length : 1;
    } catch {
      rows[f] = 0; // kept byte for byte all the same; the seed and the doctor name what is wrong with it
    }
  }
  return { kind: 'folder', rows, files: files.length };
}

// manifest.json last: a folder without one is not a backup.
export async function backupProject(target: BackupTarget, opts: { dir?: string; cwd?: string } = {}): Promise<BackupResult> {
  const cwd = opts.cwd ?? process.cwd();
  const dir = await newFolder(opts.dir, cwd);
  try {
    const made = typeof target === 'string' ? await backupFolder(path.resolve(/*turbopackIgnore: true*/ cwd, target), dir) : await backupSupabase(target, dir);
    const manifest = backupManifest(made);
    await writeFile(path.join(/*turbopackIgnore: true*/ dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return { dir, rows: made.rows, files: made.files };
  } catch (e) {
    await rm(dir, { recursive: true, force: true });
    throw e;
  }
}
