import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE } from '@/lib/wedding/spec-values';
import { describeError } from '../project';
import { STORED_BACKUPS } from './layout';

export interface BucketObject {
  path: string;
  bytes: number;
  etag: string | null;
}

const etagOf = (metadata: unknown) => {
  const raw = (metadata as { eTag?: unknown } | null)?.eTag;
  return typeof raw === 'string' && raw ? raw.replace(/"/g, '').toLowerCase() : null;
};

export async function bucketObjectsUnder(client: SupabaseClient, folder = ''): Promise<BucketObject[]> {
  const out: BucketObject[] = [];
  for (let offset = 0; ; offset += 100) {
    const { data, error } = await client.storage.from(STORAGE.bucket).list(folder, { limit: 100, offset, sortBy: { column: 'name', order: 'asc' } });
    if (error) {
      if (/not found/i.test(describeError(error))) return out;
      throw new Error(`Could not read the bucket's ${folder ? `${folder}/ folder` : 'files'}: ${describeError(error)}.`);
    }
    for (const entry of data ?? []) {
      const full = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.id === null && full === STORED_BACKUPS) continue;
      if (entry.id === null) out.push(...(await bucketObjectsUnder(client, full)));
      else out.push({ path: full, bytes: Number((entry.metadata as { size?: unknown } | null)?.size) || 0, etag: etagOf(entry.metadata) });
    }
    if ((data ?? []).length < 100) return out;
  }
}

export const bucketFilesUnder = async (client: SupabaseClient, folder = ''): Promise<string[]> => (await bucketObjectsUnder(client, folder)).map((o) => o.path);

export function isSafeObjectPath(p: string): boolean {
  const parts = p.split('/');
  return p !== '' && !p.startsWith('/') && !p.includes('\\') && parts.every((s) => s !== '' && s !== '.' && s !== '..');
}
