import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE } from '@/lib/wedding/spec-values';
import { describeError } from '../project';
import { contentTypeFor } from '../seed/seed-rows';
import { ensureBucket, upsertRows } from '../seed/seed-write';
import { twoWay, type Change } from './diff';
import { uploadTypeOf } from '../guest-uploads/upload-rows';
import { galleryRowOf, guestRowOf, messageRowOf, opensRowOf, replyRowOf, storyRowOf, uploadRowOf, uploadSettingsRowOf, weddingRowOf } from './rows';
import { idOf, type Entry, type State } from './state';

// Photos first, so no row names a missing file; every row is built (and so checked) before the first write.

export interface ApplyInput {
  current: State;
  target: State;
  ids: Map<string, unknown>;
  photoBytes(path: string): Promise<Buffer>;
  /** A signed-in member's client: the bucket is there (the site shows it), and only the secret key could make it. */
  asMember?: boolean;
}

export interface Applied {
  written: number;
  removed: number;
}

const byKind = (changes: Change[], kind: Entry['kind'], removed: boolean) => [
  ...new Map(changes.filter((c) => c.entry.kind === kind && (c.kind === 'remove') === removed).map((c) => [c.key, c])).values(),
];

export async function applyToProject(client: SupabaseClient, input: ApplyInput, log: (line: string) => void): Promise<Applied> {
  const changes = twoWay(input.current, input.target);
  const upserted = (kind: Entry['kind']) => byKind(changes, kind, false).map((c) => input.target.get(c.key) as Entry);
  const removed = (kind: Entry['kind']) => byKind(changes, kind, true).map((c) => c.entry);
  const weddingChanged = changes.some((c) => c.entry.kind === 'wedding' || c.entry.kind === 'part');
  const wedding = weddingChanged ? weddingRowOf(input.target) : null;
  const rows = {
    guests: upserted('guest').map(guestRowOf),
    love_story: upserted('story').map(storyRowOf),
    photo_gallery: upserted('gallery').map(galleryRowOf),
    guest_opens: upserted('opens').map(opensRowOf),
    guest_replies: upserted('reply').map(replyRowOf),
    desk_messages: upserted('message').map(messageRowOf),
    guest_uploads: upserted('upload').map(uploadRowOf),
  };
  const uploadSettings = upserted('upload-settings').map(uploadSettingsRowOf)[0];
  const photos = upserted('photo').map((e) => idOf(e.key));

  if (photos.length && !input.asMember) await ensureBucket(client, log);
  for (const path of photos) {
    const { error } = await client.storage
      .from(STORAGE.bucket)
      .upload(path, await input.photoBytes(path), { upsert: true, contentType: uploadTypeOf(path) ?? contentTypeFor(path), cacheControl: '3600' });
    if (error) throw new Error(`Could not upload ${path}: ${describeError(error)}`);
  }
  if (wedding) await upsertRows(client, 'wedding_info', [wedding], 'id');
  await upsertRows(client, 'guests', rows.guests, 'id');
  await upsertRows(client, 'love_story', rows.love_story, 'year,title');
  await upsertRows(client, 'photo_gallery', rows.photo_gallery, 'storage_path');
  await upsertRows(client, 'guest_opens', rows.guest_opens, 'guest_id');
  await upsertRows(client, 'guest_replies', rows.guest_replies, 'guest_id');
  await upsertRows(client, 'desk_messages', rows.desk_messages, 'language');
  await upsertRows(client, 'guest_uploads', rows.guest_uploads, 'id');
  // The one row is always there (the migration makes it); members may change it, never add one.
  if (uploadSettings) {
    const { error } = await client.from('guest_upload_settings').update(uploadSettings).eq('id', 1);
    if (error) throw new Error(`Could not write guest_upload_settings: ${describeError(error)}`);
  }

  const remove = async (table: string, column: string, values: unknown[]) => {
    for (let i = 0; i < values.length; i += 100) {
      const { error } = await client
        .from(table)
        .delete()
        .in(column, values.slice(i, i + 100) as string[]);
      if (error) throw new Error(`Could not remove from ${table}: ${describeError(error)}`);
    }
  };
  const goneOpens = removed('opens').map((e) => e.key.slice('opens:'.length));
  const goneReplies = removed('reply').map((e) => idOf(e.key));
  const goneMessages = removed('message').map((e) => idOf(e.key));
  const goneStory = removed('story')
    .map((e) => input.ids.get(e.key))
    .filter((id) => id !== undefined);
  const goneGallery = removed('gallery')
    .map((e) => input.ids.get(e.key))
    .filter((id) => id !== undefined);
  const goneGuests = removed('guest').map((e) => idOf(e.key));
  const goneUploads = removed('upload').map((e) => idOf(e.key));
  await remove('guest_uploads', 'id', goneUploads);
  await remove('guest_opens', 'guest_id', goneOpens);
  await remove('guest_replies', 'guest_id', goneReplies);
  await remove('desk_messages', 'language', goneMessages);
  await remove('love_story', 'id', goneStory);
  await remove('photo_gallery', 'id', goneGallery);
  await remove('guests', 'id', goneGuests);
  const weddingGone = !wedding && weddingChanged && !weddingRowOf(input.target);
  if (weddingGone) await remove('wedding_info', 'id', [1]);
  const gonePhotos = removed('photo').map((e) => idOf(e.key));
  for (let i = 0; i < gonePhotos.length; i += 100) {
    const { error } = await client.storage.from(STORAGE.bucket).remove(gonePhotos.slice(i, i + 100));
    if (error) throw new Error(`Could not remove photos from ${STORAGE.bucket}: ${describeError(error)}`);
  }
  const written = photos.length + (wedding ? 1 : 0) + (uploadSettings ? 1 : 0) + Object.values(rows).reduce((n, r) => n + r.length, 0);
  return {
    written,
    removed: goneUploads.length + goneOpens.length + goneReplies.length + goneMessages.length + goneStory.length + goneGallery.length + goneGuests.length + (weddingGone ? 1 : 0) + gonePhotos.length,
  };
}
