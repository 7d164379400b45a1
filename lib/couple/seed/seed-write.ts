import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE } from '@/lib/wedding/spec-values';
import { describeError } from '../project';

export type Log = (line: string) => void;

export async function ensureBucket(client: SupabaseClient, log: Log): Promise<boolean> {
  const { data, error } = await client.storage.getBucket(STORAGE.bucket);
  if (data && !error) {
    if (data.public) {
      const { error: updateError } = await client.storage.updateBucket(STORAGE.bucket, { public: false });
      if (updateError) throw new Error(`The bucket ${STORAGE.bucket} is public and could not be made private: ${describeError(updateError)}`);
      log(`Made the bucket ${STORAGE.bucket} private (it was public).`);
    }
    return false;
  }
  const { error: createError } = await client.storage.createBucket(STORAGE.bucket, { public: false });
  if (createError) throw new Error(`Could not create the bucket ${STORAGE.bucket}: ${describeError(createError)}`);
  log(`Created the private bucket ${STORAGE.bucket}.`);
  return true;
}

export async function upsertRows(client: SupabaseClient, table: string, rows: object[], onConflict: string): Promise<number> {
  if (rows.length === 0) return 0;
  const { error } = await client.from(table).upsert(rows, { onConflict, defaultToNull: false });
  if (error) {
    const hint = /schema cache|does not exist/i.test(describeError(error)) ? ' Apply the migrations in supabase/migrations first (see supabase/README.md).' : '';
    throw new Error(`Could not write ${table}: ${describeError(error)}.${hint}`);
  }
  return rows.length;
}
