import type { SupabaseClient } from '@supabase/supabase-js';
import { readAllRows } from '../backup/backup';
import { bucketObjectsUnder } from '../backup/bucket-files';
import { normalisedRows, type RawTables } from './normalise';
import { stateOf, type State } from './state';

export interface ProjectState {
  state: State;
  ids: Map<string, unknown>;
  empty: boolean;
}

// `guestRecords`: opens, replies, messages and guests' uploads, which only the project holds (a restore reads them; the seed never).
export async function readProjectState(client: SupabaseClient, opts: { folders?: string[]; guestRecords?: boolean } = {}): Promise<ProjectState> {
  const records = ['guest_opens', 'guest_replies', 'desk_messages', 'guest_uploads', 'guest_upload_settings'] as const;
  const tables: (keyof RawTables)[] = ['wedding_info', 'guests', 'love_story', 'photo_gallery', ...(opts.guestRecords ? records : [])];
  const raw: RawTables = {};
  for (const table of tables) raw[table] = await readAllRows(client, table);
  const objects = opts.folders
    ? (await Promise.all(opts.folders.map((f) => bucketObjectsUnder(client, f)))).flat()
    : await bucketObjectsUnder(client);
  // Storage's own placeholders for empty folders are no photo of the couple's.
  const photos = new Map(objects.filter((o) => !o.path.split('/').pop()?.startsWith('.')).map((o) => [o.path, o.etag ?? `size:${o.bytes}`]));
  const { source, ids } = normalisedRows(raw, { lenient: true });
  const state = stateOf({ ...source, photos });
  return { state, ids, empty: !source.weddingInfo && source.loveStory.length === 0 && source.gallery.length === 0 && photos.size === 0 };
}
