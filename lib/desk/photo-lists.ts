import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeAtomically } from '@/lib/server/write-atomically';
import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE } from '@/lib/wedding/spec-values';
import { readAllRows } from '@/lib/couple/backup/backup';
import { describeError } from '@/lib/couple/project';
import { galleryRows, loveStoryRows } from '@/lib/couple/seed/seed-rows';

export type Entry = Record<string, unknown>;
export type ListName = 'gallery' | 'story';

export interface PhotoLists {
  read(list: ListName): Promise<Entry[]>;
  save(list: ListName, entries: Entry[]): Promise<void>;
  putFile(objectPath: string, bytes: Buffer, contentType: string): Promise<void>;
  removeFile(objectPath: string): Promise<void>;
  readFile(objectPath: string): Promise<Buffer | null>;
}

const FILES = { gallery: 'gallery.json', story: 'love-story.json' } as const;
const TABLES = { gallery: 'photo_gallery', story: 'love_story' } as const;
const COLUMNS = {
  gallery: ['storage_path', 'alt_text', 'order_index', 'name', 'translations'],
  story: ['year', 'title', 'description', 'details', 'photo_path', 'translations'],
} as const;

const byYear = (a: Entry, b: Entry) => Number(a.year) - Number(b.year);
const byOrder = (a: Entry, b: Entry) => Number(a.order_index) - Number(b.order_index);

export function checkedList(list: ListName, entries: Entry[]): Entry[] {
  const ordered: Entry[] = list === 'gallery' ? entries.map((e, i) => ({ ...e, order_index: i + 1 })) : entries;
  if (list === 'gallery') galleryRows(ordered.map((e, i) => ({ id: e.id ?? `new-${i}`, ...e })));
  else loveStoryRows(ordered);
  return ordered;
}

export function localLists(contentDir: string): PhotoLists {
  const media = (objectPath: string) => {
    const file = path.resolve(/*turbopackIgnore: true*/ contentDir, 'media', objectPath);
    if (!file.startsWith(path.resolve(/*turbopackIgnore: true*/ contentDir, 'media') + path.sep)) throw new Error(`${objectPath} is not a path inside media/`);
    return file;
  };
  return {
    async read(list) {
      const raw = await readFile(path.join(/*turbopackIgnore: true*/ contentDir, FILES[list]), 'utf8').then((t) => JSON.parse(t) as unknown, (e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return [];
        throw e;
      });
      const rows = Array.isArray(raw) ? (raw as Entry[]) : [];
      return [...rows].sort(list === 'gallery' ? byOrder : byYear);
    },
    async save(list, entries) {
      let next = 1 + Math.max(0, ...entries.map((e) => Number(e.id)).filter(Number.isFinite));
      const withIds = list === 'gallery' ? entries.map((e) => (e.id === undefined ? { id: String(next++), ...e } : e)) : entries;
      await writeAtomically(path.join(/*turbopackIgnore: true*/ contentDir, FILES[list]), `${JSON.stringify(checkedList(list, withIds), null, 2)}\n`);
    },
    async putFile(objectPath, bytes) {
      const file = media(objectPath);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(file, bytes);
    },
    async removeFile(objectPath) {
      await rm(media(objectPath), { force: true });
    },
    async readFile(objectPath) {
      try {
        return await readFile(media(objectPath));
      } catch {
        return null;
      }
    },
  };
}

export function supabaseLists(client: SupabaseClient): PhotoLists {
  const fail = (what: string, error: unknown) => new Error(`Could not ${what}: ${describeError(error)}`);
  return {
    async read(list) {
      return (await readAllRows(client, TABLES[list])).sort(list === 'gallery' ? byOrder : byYear);
    },
    async save(list, entries) {
      const table = TABLES[list];
      const rows = checkedList(list, entries);
      const pick = (e: Entry) => Object.fromEntries(COLUMNS[list].filter((c) => e[c] !== undefined).map((c) => [c, e[c]]));
      const before = await readAllRows(client, table);
      const kept = new Set(rows.filter((e) => e.id !== undefined).map((e) => String(e.id)));
      const gone = before.map((r) => String(r.id)).filter((id) => !kept.has(id));
      if (gone.length) {
        const { error } = await client.from(table).delete().in('id', gone);
        if (error) throw fail(`remove from ${table}`, error);
      }
      for (const row of rows) {
        const { error } = row.id === undefined ? await client.from(table).insert(pick(row)) : await client.from(table).update(pick(row)).eq('id', row.id as string);
        if (error) throw fail(`write ${table}`, error);
      }
    },
    async putFile(objectPath, bytes, contentType) {
      // The bucket exists once the wedding is set up; a member may not create one.
      const { error } = await client.storage.from(STORAGE.bucket).upload(objectPath, bytes, { contentType, upsert: true, cacheControl: '3600' });
      if (error) throw fail(`store ${objectPath}`, error);
    },
    async removeFile(objectPath) {
      const { error } = await client.storage.from(STORAGE.bucket).remove([objectPath]);
      if (error) throw fail(`remove ${objectPath}`, error);
    },
    async readFile(objectPath) {
      const { data } = await client.storage.from(STORAGE.bucket).download(objectPath);
      return data ? Buffer.from(await data.arrayBuffer()) : null;
    },
  };
}
