import 'server-only';
import { GUEST_ID_HEADER } from '@/lib/wedding/constants';
import { withDeadline } from './deadline';
import { createServerClient } from './supabase-client';
import { parseGallery, parseGuest, parseTimeline, parseWeddingInfo } from './schemas';
import { PhotoStorage } from './supabase-storage';
import { galleryFromFolder, guestPhotosFromFolder, type FolderStore } from './storage-folders';
import type { DataSource } from './source';

/** PostgREST's answer to a single-row request that matched no row. */
function isNoRows(error: { code?: string; details?: string } | null): boolean {
  return error?.code === 'PGRST116' && /\b0 rows\b/.test(error.details ?? '');
}

export interface SupabaseSettings {
  url: string;
  anonKey: string;
  imageTransforms: boolean;
  /** Every query gives up after this long. */
  timeoutMs: number;
  /** The clock signed URLs are judged by (tests move it). */
  now?: () => number;
}

/** The hosted backend, through the anonymous key. Throws if the client cannot be created. */
export function createSupabaseSource(settings: SupabaseSettings): DataSource {
  const { timeoutMs } = settings;
  const backend = createServerClient(settings.url, settings.anonKey, timeoutMs).then((client) => ({
    client,
    storage: new PhotoStorage(client, settings.imageTransforms, timeoutMs, settings.now),
  }));
  backend.catch(() => undefined); // supabase-js failing to load fails each read, which reports it
  const client = async () => (await backend).client;
  const storage = async () => (await backend).storage;
  // One deadline per query: supabase-js retries a failed GET up to 3 times (1 s, 2 s, 4 s apart,
  // timeouts included), which would otherwise hold a page for several timeouts.
  const query = <T>(build: (signal: AbortSignal) => PromiseLike<T>) => withDeadline(timeoutMs, build);
  const folders: FolderStore = {
    list: async (folder, guestId) => (await storage()).list(folder, guestId),
    sign: async (paths, guestId) => (await storage()).signMany(paths, guestId),
  };

  return {
    kind: 'supabase',

    async getWeddingInfo() {
      const db = await client();
      const { data, error } = await query((signal) => db.from('wedding_info').select('*').abortSignal(signal).single());
      // An empty table is not a failure: the wedding is simply not entered yet (spec §8, "Missing info").
      if (isNoRows(error)) return null;
      if (error) throw error;
      try {
        return parseWeddingInfo(data);
      } catch (e) {
        throw new Error(`the wedding_info row: ${e instanceof Error ? e.message : String(e)}`);
      }
    },

    async getGuest(id) {
      const db = await client();
      const { data, error } = await query((signal) =>
        db.from('guests').select('*').eq('id', id).setHeader(GUEST_ID_HEADER, id).abortSignal(signal).single(),
      );
      // An unknown link is the normal no-access case, not a backend failure.
      if (isNoRows(error)) return null;
      if (error) throw error;
      return parseGuest(data);
    },

    async getLoveStory() {
      const db = await client();
      const { data, error } = await query((signal) => db.from('love_story').select('*').order('year', { ascending: true }).abortSignal(signal));
      if (error) throw error;
      const rows = parseTimeline(data);
      const photos = await (await storage()).resolveMany(rows.map((r) => r.photo_path));
      return rows.map((r, i) => ({ ...r, photo: photos[i] ?? null }));
    },

    async getGallery() {
      const db = await client();
      const { data, error } = await query((signal) =>
        db.from('photo_gallery').select('*').order('order_index', { ascending: true }).abortSignal(signal),
      );
      if (error) throw error;
      const rows = parseGallery(data);
      if (rows.length === 0) return galleryFromFolder(folders);
      const urls = await (await storage()).resolveMany(rows.map((r) => r.storage_path));
      return rows.map((r, i) => ({ ...r, url: urls[i] as string, photo_url: urls[i] as string }));
    },

    getGalleryFolder: () => galleryFromFolder(folders),

    getGuestPhotos: (guest) => guestPhotosFromFolder(folders, guest),

    resolvePhoto: async (path, fit) => (await storage()).resolve(path, fit),
    readPhoto: async (path) => (await storage()).read(path),
  };
}
