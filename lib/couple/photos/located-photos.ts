import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE } from '@/lib/wedding/spec-values';
import { bucketObjectsUnder } from '../backup/bucket-files';
import { locationIn, type LocationAnswer } from './photo-location';
import { ReadLimitReached, type ReadAt } from './photo-metadata';

export const READ_BYTES = 65_536;
export const READS_PER_PHOTO = 4;
const AT_ONCE = 4;

const PHOTO = /\.(jpe?g|png|webp)$/i;

export interface LocatedPhotos {
  checked: number;
  located: string[];
  unchecked: string[];
}

function cappedReader(fetchRange: (offset: number, length: number) => Promise<{ bytes: Buffer; size: number }>): ReadAt {
  const held: { start: number; bytes: Buffer }[] = [];
  let size = Infinity;
  let reads = 0;
  return async (offset, length) => {
    const end = Math.min(offset + length, size);
    if (offset >= end) return Buffer.alloc(0);
    const part = held.find((w) => w.start <= offset && end <= w.start + w.bytes.length);
    if (part) return part.bytes.subarray(offset - part.start, end - part.start);
    if (reads >= READS_PER_PHOTO || length > READ_BYTES * 4) throw new ReadLimitReached();
    reads += 1;
    const got = await fetchRange(offset, Math.max(length, READ_BYTES));
    size = got.size;
    held.push({ start: offset, bytes: got.bytes });
    return got.bytes.subarray(0, Math.min(offset + length, size) - offset);
  };
}

/** A signed link read with `Range:` (Supabase Storage and the stand-in answer 206); a 200 is read only as far as needed. */
export function linkReader(url: string, timeoutMs: number): ReadAt {
  return cappedReader(async (offset, length) => {
    const response = await fetch(url, { headers: { range: `bytes=${offset}-${offset + length - 1}` }, signal: AbortSignal.timeout(timeoutMs) });
    const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
    if (response.status === 416) {
      await response.body?.cancel();
      return { bytes: Buffer.alloc(0), size: Number(total ?? offset) };
    }
    if (response.status === 206) return { bytes: Buffer.from(await response.arrayBuffer()), size: Number(total ?? Infinity) };
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel();
      throw new Error(`Storage answered ${response.status}`);
    }
    const chunks: Buffer[] = [];
    let read = 0;
    const reader = response.body.getReader();
    while (read < offset + length) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(Buffer.from(value));
      read += value.length;
    }
    await reader.cancel();
    return { bytes: Buffer.concat(chunks).subarray(offset, offset + length), size: Number(response.headers.get('content-length') ?? Infinity) };
  });
}

async function inTurns<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, async () => {
    while (next < items.length) await work(items[next++] as T);
  }));
}

async function sortInto(found: LocatedPhotos, name: string, answer: () => Promise<LocationAnswer>) {
  try {
    const said = await answer();
    if (said === 'located') found.located.push(name);
    if (said === 'unchecked') found.unchecked.push(name);
  } catch {
    found.unchecked.push(name);
  }
}

const sorted = (found: LocatedPhotos): LocatedPhotos => ({ ...found, located: found.located.sort(), unchecked: found.unchecked.sort() });

export async function bucketPhotosWithLocation(client: SupabaseClient, folders: readonly string[] = [''], timeoutMs = 10_000): Promise<LocatedPhotos> {
  const paths = (await Promise.all(folders.map((f) => bucketObjectsUnder(client, f)))).flat().map((o) => o.path).filter((p) => PHOTO.test(p));
  const found: LocatedPhotos = { checked: paths.length, located: [], unchecked: [] };
  for (let i = 0; i < paths.length; i += 100) {
    const batch = paths.slice(i, i + 100);
    const { data, error } = await client.storage.from(STORAGE.bucket).createSignedUrls(batch, 600);
    if (error) throw error;
    await inTurns(batch, (p) => {
      const url = data?.find((d) => d.path === p)?.signedUrl;
      return sortInto(found, p, async () => (url ? locationIn(linkReader(url, timeoutMs)) : 'unchecked'));
    });
  }
  return sorted(found);
}

export async function mediaPhotosWithLocation(contentDir: string): Promise<LocatedPhotos> {
  const media = path.join(/*turbopackIgnore: true*/ contentDir, 'media');
  const entries = await readdir(media, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((e) => e.isFile() && PHOTO.test(e.name)).map((e) => path.relative(media, path.join(/*turbopackIgnore: true*/ e.parentPath, e.name)).split(path.sep).join('/'));
  const found: LocatedPhotos = { checked: files.length, located: [], unchecked: [] };
  await inTurns(files, (name) =>
    sortInto(found, name, async () => {
      const file = await open(path.join(/*turbopackIgnore: true*/ media, name));
      try {
        const size = (await file.stat()).size;
        return await locationIn(
          cappedReader(async (offset, length) => {
            const bytes = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
            await file.read(bytes, 0, bytes.length, offset);
            return { bytes, size };
          }),
        );
      } finally {
        await file.close();
      }
    }),
  );
  return sorted(found);
}
