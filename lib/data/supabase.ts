import 'server-only';
import { GUEST_ID_HEADER } from '@/lib/site/routes';
import { publicClient } from '@/lib/supabase/public-client';
import { deadlineFetch, withCallDeadlines } from './deadline';
import { parseGallery, parseGuest, parseTimeline, parseWeddingInfo } from './schemas';
import { PhotoStorage } from './supabase-storage';
import { galleryFromFolder, guestPhotosFromFolder, type FolderStore } from './storage-folders';
import { parseNotices } from '@/lib/wedding/notices';
import type { DataSource } from './source';

function isNoRows(error: { code?: string; details?: string } | null): boolean {
  return error?.code === 'PGRST116' && /\b0 rows\b/.test(error.details ?? '');
}

export interface SupabaseSettings {
  url: string;
  anonKey: string;
  imageTransforms: boolean;
  timeoutMs: number;
  recordOpenTimeoutMs?: number;
  now?: () => number;
}

export function createSupabaseSource(settings: SupabaseSettings): DataSource {
  const backend = publicClient(settings.url, settings.anonKey, deadlineFetch).then((client) => ({
    client,
    storage: new PhotoStorage(client, settings.imageTransforms, settings.now),
  }));
  backend.catch(() => undefined); // supabase-js failing to load fails each read, which reports it
  const client = async () => (await backend).client;
  const storage = async () => (await backend).storage;
  const folders: FolderStore = {
    list: async (folder, guestId) => (await storage()).list(folder, guestId),
    sign: async (paths, guestId) => (await storage()).signMany(paths, guestId),
  };

  return withCallDeadlines({
    kind: 'supabase',

    async getWeddingInfo() {
      const { data, error } = await (await client()).from('wedding_info').select('*').single();
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
      const { data, error } = await (await client()).from('guests').select('*').eq('id', id).setHeader(GUEST_ID_HEADER, id).single();
      if (isNoRows(error)) return null;
      if (error) throw error;
      return parseGuest(data);
    },

    async getLoveStory() {
      const { data, error } = await (await client()).from('love_story').select('*').order('year', { ascending: true });
      if (error) throw error;
      const rows = parseTimeline(data);
      const photos = await (await storage()).resolveMany(rows.map((r) => r.photo_path));
      return rows.map((r, i) => ({ ...r, photo: photos[i] ?? null }));
    },

    async getGallery() {
      const { data, error } = await (await client()).from('photo_gallery').select('*').order('order_index', { ascending: true });
      if (error) throw error;
      const rows = parseGallery(data);
      if (rows.length === 0) return galleryFromFolder(folders);
      const urls = await (await storage()).resolveMany(rows.map((r) => r.storage_path));
      return rows.map((r, i) => ({ ...r, url: urls[i] as string, photo_url: urls[i] as string }));
    },

    getGalleryFolder: () => galleryFromFolder(folders),

    getGuestPhotos: (guest) => guestPhotosFromFolder(folders, guest),

    async getNotices(guest) {
      const { data, error } = await (await client())
        .from('announcements')
        .select('id, part, language, texts, posted_at, edited_at, withdrawn_at')
        .is('withdrawn_at', null)
        .order('posted_at', { ascending: false })
        .limit(20)
        .setHeader(GUEST_ID_HEADER, guest.id);
      // A project without the notices' migration has none to show.
      if (error && (error.code === 'PGRST205' || error.code === '42P01')) return [];
      if (error) throw error;
      return parseNotices(data);
    },

    resolvePhoto: async (path, fit) => (await storage()).resolve(path, fit),
    readPhoto: async (path) => (await storage()).read(path),

    ...(settings.recordOpenTimeoutMs !== undefined && {
      async recordOpen(guestId: string) {
        const { error } = await (await client()).rpc('record_guest_open', { guest_id: guestId });
        if (error) throw error;
      },
    }),
  }, settings.timeoutMs, settings.recordOpenTimeoutMs);
}
