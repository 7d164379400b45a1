import { readFile } from 'node:fs/promises';
import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE } from '@/lib/wedding/spec-values';
import { describeError } from '../project';
import { applyRemoval, type Removal } from './seed-removal';
import { CONFLICT_KEYS, contentTypeFor, type SeedContent } from './seed-rows';

export type Log = (line: string) => void;

export interface SeedReport {
  bucketCreated: boolean;
  rows: Record<keyof typeof CONFLICT_KEYS, number>;
  files: number;
  removal: Removal;
}

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

export async function writeSeed(client: SupabaseClient, content: SeedContent, removal: Removal, log: Log): Promise<SeedReport> {
  const bucketCreated = await ensureBucket(client, log);
  const upsert = (table: keyof typeof CONFLICT_KEYS, rows: object[]) => upsertRows(client, table, rows, CONFLICT_KEYS[table]);
  const rows = {
    wedding_info: await upsert('wedding_info', content.weddingInfo ? [content.weddingInfo] : []),
    guests: await upsert('guests', content.guests),
    love_story: await upsert('love_story', content.loveStory),
    photo_gallery: await upsert('photo_gallery', content.gallery),
  };
  log(`Rows: ${Object.entries(rows).map(([t, n]) => `${t} ${n}`).join(', ')}.`);
  let files = 0;
  for (const media of content.media) {
    const bytes = await readFile(media.file);
    const { error } = await client.storage
      .from(STORAGE.bucket)
      .upload(media.path, bytes, { upsert: true, contentType: contentTypeFor(media.path), cacheControl: '3600' });
    if (error) throw new Error(`Could not upload ${media.path}: ${describeError(error)}`);
    files++;
  }
  log(`Photos: ${files} uploaded to ${STORAGE.bucket}.`);
  await applyRemoval(client, removal);
  const removed = removal.loveStory.length + removal.gallery.length + removal.demoGuests.length + removal.files.length;
  if (removed) log(`Removed: love_story ${removal.loveStory.length}, photo_gallery ${removal.gallery.length}, demo guests ${removal.demoGuests.length}, photos ${removal.files.length}.`);
  return { bucketCreated, rows, files, removal };
}
