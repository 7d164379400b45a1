import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { prepareForStorage } from '@/lib/couple/photos/prepare-for-storage';
import type { PhotoSource } from './last-seed';
import type { MediaFile } from '@/lib/couple/seed/seed-rows';

// A photo unchanged since the last seed (by the MD5 Storage will give it) is not prepared again.

export interface FolderPhotos {
  md5: Map<string, string>;
  sources: Record<string, PhotoSource>;
  bytes(path: string): Promise<Buffer>;
  problems: string[];
}

const hash = (kind: 'md5' | 'sha256', bytes: Buffer) => createHash(kind).update(bytes).digest('hex');

export async function folderPhotos(media: MediaFile[], known: Record<string, PhotoSource>, shown: string): Promise<FolderPhotos> {
  const md5 = new Map<string, string>();
  const sources: Record<string, PhotoSource> = {};
  const ready = new Map<string, Buffer>();
  const problems: string[] = [];
  const files = new Map(media.map((m) => [m.path, m.file]));
  const prepare = async (path: string, original: Buffer) => {
    const prepared = await prepareForStorage(original, path);
    if (!prepared.ok) throw new Error(`${shown}/media/${path}: ${prepared.reason}`);
    return prepared.bytes;
  };
  for (const m of media) {
    const original = await readFile(m.file);
    const sha256 = hash('sha256', original);
    const before = known[m.path];
    if (before?.sha256 === sha256 && before.md5) {
      md5.set(m.path, before.md5);
      sources[m.path] = before;
      continue;
    }
    try {
      const bytes = await prepare(m.path, original);
      ready.set(m.path, bytes);
      md5.set(m.path, hash('md5', bytes));
      sources[m.path] = { sha256, md5: hash('md5', bytes) };
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  return {
    md5,
    sources,
    problems,
    async bytes(path) {
      const bytes = ready.get(path) ?? (await prepare(path, await readFile(files.get(path) as string)));
      if (hash('md5', bytes) !== md5.get(path)) throw new Error(`${shown}/media/${path} changed while seeding: seed again.`);
      return bytes;
    },
  };
}
