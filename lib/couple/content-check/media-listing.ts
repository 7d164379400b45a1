import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE } from '@/lib/wedding/spec-values';

// Matched against the exact names stored: a case-insensitive disk would take 2022-kyoto.JPG for .jpg.

export interface MediaEntry {
  name: string;
  folder: boolean;
}

export interface MediaListing {
  label: string;
  list(folder: string): Promise<MediaEntry[] | null>;
}

const PAGE = 1000;

export function localMedia(contentDir: string, shown = contentDir): MediaListing {
  const root = path.join(/*turbopackIgnore: true*/ contentDir, 'media');
  return cached({
    label: `${shown}/media/`,
    async list(folder) {
      try {
        const entries = await readdir(path.join(/*turbopackIgnore: true*/ root, folder), { withFileTypes: true });
        return entries.map((e) => ({ name: e.name, folder: e.isDirectory() }));
      } catch (e) {
        if (['ENOENT', 'ENOTDIR'].includes((e as NodeJS.ErrnoException).code ?? '')) return null;
        throw e;
      }
    },
  });
}

export function bucketMedia(client: SupabaseClient): MediaListing {
  return cached({
    label: `the bucket ${STORAGE.bucket}`,
    async list(folder) {
      const entries: MediaEntry[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const { data, error } = await client.storage.from(STORAGE.bucket).list(folder, { limit: PAGE, offset, sortBy: { column: 'name', order: 'asc' } });
        if (error) throw error;
        // Storage keeps no empty folders: an empty listing is a folder that does not exist.
        entries.push(...(data ?? []).filter((e) => e.name !== '.emptyFolderPlaceholder').map((e) => ({ name: e.name, folder: e.id === null })));
        if ((data ?? []).length < PAGE) break;
      }
      return entries.length ? entries : null;
    },
  });
}

function cached(listing: MediaListing): MediaListing {
  const seen = new Map<string, Promise<MediaEntry[] | null>>();
  return {
    label: listing.label,
    list(folder) {
      let entries = seen.get(folder);
      if (!entries) {
        entries = listing.list(folder);
        seen.set(folder, entries);
      }
      return entries;
    },
  };
}

export type Lookup = { found: true } | { found: false; nearest?: string };

const stem = (name: string) => name.replace(/\.[^.]*$/, '').toLowerCase();
const bare = (name: string) => stem(name).replace(/[^\p{L}\p{N}]/gu, '');

export function nearestName(wanted: string, names: readonly string[]): string | undefined {
  const lower = wanted.toLowerCase();
  const want = stem(wanted);
  return (
    names.find((n) => n.toLowerCase() === lower) ??
    names.find((n) => stem(n) === want) ??
    names.find((n) => bare(n) !== '' && bare(n) === bare(wanted)) ??
    names.find((n) => want.length >= 3 && stem(n).length >= 3 && (stem(n).includes(want) || want.includes(stem(n))))
  );
}

export async function lookUp(media: MediaListing, storagePath: string): Promise<Lookup> {
  const parts = storagePath.split('/').filter((p) => p !== '');
  if (parts.length === 0 || parts.some((p) => p === '.' || p === '..')) return { found: false };
  for (let i = 0; i < parts.length; i++) {
    const last = i === parts.length - 1;
    const entries = (await media.list(parts.slice(0, i).join('/'))) ?? [];
    const kind = entries.filter((e) => e.folder === !last);
    if (kind.some((e) => e.name === parts[i])) continue;
    const near = nearestName(parts[i]!, kind.map((e) => e.name));
    if (!near) return { found: false };
    const guess = [...parts.slice(0, i), near, ...parts.slice(i + 1)].join('/');
    return last || (await lookUp(media, guess)).found ? { found: false, nearest: guess } : { found: false };
  }
  return { found: true };
}
