import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { backupManifest, filesOf, supabaseBackupEntries, type BackupEntry } from './backup';
import { MANIFEST } from './layout';

export const backupZipName = (now = new Date()) => `wedding-backup-${now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}.zip`;

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

export function backupZip(client: SupabaseClient, now = new Date(), only?: string[]): ReadableStream<Uint8Array> {
  async function* all(): AsyncGenerator<BackupEntry> {
    const made = { kind: 'supabase' as const, rows: {} as Record<string, number>, files: 0, md5: {} as Record<string, string>, ...(only ? { partial: true as const } : {}) };
    yield* supabaseBackupEntries(client, made, only);
    yield { path: MANIFEST, bytes: Buffer.from(`${JSON.stringify(backupManifest(made, now), null, 2)}\n`), text: true };
  }
  return zipOf(all(), now);
}

export function folderZip(dir: string, now = new Date()): ReadableStream<Uint8Array> {
  async function* all(): AsyncGenerator<BackupEntry> {
    const names = await filesOf(dir);
    for (const name of [...names.filter((n) => n !== MANIFEST), MANIFEST]) {
      yield { path: name, bytes: await readFile(path.join(/*turbopackIgnore: true*/ dir, ...name.split('/'))), text: name.endsWith('.json') };
    }
  }
  return zipOf(all(), now);
}
