import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { unzipSync, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { backupManifest, filesOf, supabaseBackupEntries, type BackupEntry } from './backup';
import { isSafeObjectPath } from './bucket-files';
import { FILES_DIR, MANIFEST, ROWS_DIR } from './layout';

export const backupZipName = (now = new Date()) => `wedding-backup-${now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.zip`;

/** Entries as one zip, read as the reader takes it (why: docs/decisions.md, "zipped"). */
function zipOf(entries: AsyncGenerator<BackupEntry>, now: Date): ReadableStream<Uint8Array> {
  let out: ReadableStreamDefaultController<Uint8Array> | undefined;
  const zip = new Zip((error, chunk, final) => {
    if (error) return out?.error(error);
    out?.enqueue(chunk);
    if (final) out?.close();
  });
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        out = controller;
      },
      async pull(controller) {
        try {
          const next = await entries.next();
          if (next.done) return zip.end();
          const file = next.value.text ? new ZipDeflate(next.value.path, { level: 6 }) : new ZipPassThrough(next.value.path);
          file.mtime = now;
          zip.add(file);
          file.push(next.value.bytes, true);
        } catch (e) {
          controller.error(e);
        }
      },
      async cancel() {
        zip.terminate();
        await entries.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/** The project's backup as one zip: the same entries `npm run backup` writes to a folder, its manifest last; `only`: a partial one. */
export function backupZip(client: SupabaseClient, now = new Date(), only?: string[]): ReadableStream<Uint8Array> {
  async function* all(): AsyncGenerator<BackupEntry> {
    const made = { kind: 'supabase' as const, rows: {} as Record<string, number>, files: 0, ...(only ? { partial: true as const } : {}) };
    yield* supabaseBackupEntries(client, made, only);
    yield { path: MANIFEST, bytes: Buffer.from(`${JSON.stringify(backupManifest(made, now), null, 2)}\n`), text: true };
  }
  return zipOf(all(), now);
}

/** A backup folder on disk as the same zip, its manifest last. */
export function folderZip(dir: string, now = new Date()): ReadableStream<Uint8Array> {
  async function* all(): AsyncGenerator<BackupEntry> {
    const names = await filesOf(dir);
    for (const name of [...names.filter((n) => n !== MANIFEST), MANIFEST]) {
      yield { path: name, bytes: await readFile(path.join(/*turbopackIgnore: true*/ dir, ...name.split('/'))), text: name.endsWith('.json') };
    }
  }
  return zipOf(all(), now);
}

/** A zip over 2 GB unpacked is not one of ours: the free plan holds 1 GB of photos. */
export const ZIP_LIMIT_BYTES = 2 * 1024 ** 3;

const belongs = (name: string) => name === MANIFEST || new RegExp(`^${ROWS_DIR}/[a-z_]+\\.json$`).test(name) || (name.startsWith(`${FILES_DIR}/`) && isSafeObjectPath(name));

/** Unpacks a downloaded backup into a new temporary folder; a zip holding anything a backup does not is refused whole. */
export async function unpackBackupZip(file: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const size = (await stat(file)).size;
  if (size > ZIP_LIMIT_BYTES) throw new Error(`${path.basename(file)} is ${Math.round(size / 1024 ** 2)} MB: a wedding's backup is never that big.`);
  const strays: string[] = [];
  let total = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(await readFile(file), {
      filter: (entry) => {
        if (entry.name.endsWith('/')) return false;
        if (!belongs(entry.name)) strays.push(entry.name);
        total += entry.originalSize;
        return strays.length === 0 && total <= ZIP_LIMIT_BYTES;
      },
    });
  } catch (e) {
    throw new Error(`${path.basename(file)} is not a whole zip file (${(e as Error).message}): download the backup again.`);
  }
  if (strays.length) throw new Error(`${path.basename(file)} is not a wedding backup: it holds ${strays.slice(0, 5).map((n) => JSON.stringify(n)).join(', ')}${strays.length > 5 ? ` and ${strays.length - 5} more` : ''}.`);
  if (total > ZIP_LIMIT_BYTES) throw new Error(`${path.basename(file)} unpacks to more than 2 GB: a wedding's backup is never that big.`);
  if (!files[MANIFEST]) throw new Error(`${path.basename(file)} has no ${MANIFEST}: it is not a whole backup. Download it again.`);
  const dir = await mkdtemp(path.join(tmpdir(), 'wedding-backup-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    for (const [name, bytes] of Object.entries(files)) {
      const target = path.join(dir, ...name.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }
  } catch (e) {
    await remove();
    throw e;
  }
  return { dir, remove };
}
