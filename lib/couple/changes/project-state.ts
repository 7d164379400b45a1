import type { SupabaseClient } from '@supabase/supabase-js';
import { readAllRows } from '../backup/backup';
import { bucketObjectsUnder } from '../backup/bucket-files';
import { normalisedRows, type RawTables } from './normalise';
import { stateOf, type State } from './state';

// The project as it is now, in the same fields as a folder or a backup.

export interface ProjectState {
  state: State;
  /** Entry key → the row's own id (story entries and gallery rows are removed by it). */
  ids: Map<string, unknown>;
  /** Nothing of a wedding there yet: the first seed. */
  empty: boolean;
}

/**
 * `folders`: only the bucket's files under these (the seed's own); all of them when absent (a restore).
 * `guestRecords`: the opens, replies and the desk's messages too, which only the project holds (a restore and its undo; never the seed).
 */
export async function readProjectState(client: SupabaseClient, opts: { folders?: string[]; guestRecords?: boolean } = {}): Promise<ProjectState> {
  const records = ['guest_opens', 'guest_replies', 'desk_messages'] as const;
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
