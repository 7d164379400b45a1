import 'server-only';
import { createClient } from '@supabase/supabase-js';
import { BACKEND_TIMEOUT_MS, GUEST_ID_HEADER, IMAGES, STORAGE } from '@/lib/wedding/constants';
import { isGalleryFallbackFile, isGuestPhotoFile, isSafeFolderName } from '@/lib/wedding/media';
import { fetchWithTimeout } from './fetch-with-timeout';
import { parseGallery, parseGuest, parseTimeline, parseWeddingInfo } from './schemas';
import { describeError } from './describe-error';
import { PhotoStorage } from './supabase-storage';
import type { DataSource, GalleryPhoto, GuestPhoto } from './types';

/** PostgREST's answer to a single-row request that matched no row. */
function isNoRows(error: { code?: string; details?: string } | null): boolean {
  return error?.code === 'PGRST116' && /\b0 rows\b/.test(error.details ?? '');
}

export interface SupabaseSettings {
  url: string;
  anonKey: string;
  imageTransforms: boolean;
  timeoutMs?: number;
}

/**
 * The hosted backend. A cookie-less, server-only client: guests never log in, so there is
 * no session to carry, and the key stays on the server. Throws if the client cannot be created.
 */
export function createSupabaseSource(settings: SupabaseSettings): DataSource {
  const timeoutMs = settings.timeoutMs ?? BACKEND_TIMEOUT_MS;
  const client = createClient(settings.url, settings.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithTimeout(timeoutMs) },
  });
  // One deadline per query: supabase-js retries a failed GET up to 3 times (1 s, 2 s, 4 s apart,
  // timeouts included), which would otherwise hold a page for several timeouts.
  const deadline = () => AbortSignal.timeout(timeoutMs);
  const storage = new PhotoStorage(client, settings.imageTransforms);

  async function galleryFromFolder(): Promise<GalleryPhoto[]> {
    const files = (await storage.list(STORAGE.galleryFolder)).filter((f) => isGalleryFallbackFile(f.name));
    const paths = files.map((f) => `${STORAGE.galleryFolder}/${f.name}`);
    const urls = await storage.signMany(paths);
    return files.map((f, i) => {
      const url = urls[i] ?? IMAGES.placeholder;
      const path = paths[i] as string;
      return { id: f.id ?? f.name, storage_path: path, alt_text: '', order_index: i, name: f.name, url, photo_url: url };
    });
  }

  return {
    kind: 'supabase',

    async getWeddingInfo() {
      const { data, error } = await client.from('wedding_info').select('*').abortSignal(deadline()).single();
      // An empty table is not a failure: the wedding is simply not entered yet (spec §8, "Missing info").
      if (isNoRows(error)) return null;
      if (error) throw error;
      return parseWeddingInfo(data);
    },

    async getGuest(id) {
      const { data, error } = await client
        .from('guests')
        .select('*')
        .eq('id', id)
        .setHeader(GUEST_ID_HEADER, id)
        .abortSignal(deadline())
        .single();
      // An unknown link is the normal no-access case, not a backend failure.
      if (isNoRows(error)) return null;
      if (error) throw error;
      return parseGuest(data);
    },

    async getLoveStory() {
      const { data, error } = await client.from('love_story').select('*').order('year', { ascending: true }).abortSignal(deadline());
      if (error) throw error;
      const rows = parseTimeline(data);
      const photos = await storage.resolveMany(rows.map((r) => r.photo_path));
      return rows.map((r, i) => ({ ...r, photo: photos[i] ?? null }));
    },

    async getGallery() {
      const { data, error } = await client
        .from('photo_gallery')
        .select('*')
        .order('order_index', { ascending: true })
        .abortSignal(deadline());
      let rows;
      try {
        if (error) throw error;
        rows = parseGallery(data);
      } catch (e) {
        console.error('Could not load the photo gallery, listing the gallery folder instead:', describeError(e));
        return galleryFromFolder();
      }
      if (rows.length === 0) return galleryFromFolder();
      const urls = await storage.resolveMany(rows.map((r) => r.storage_path));
      return rows.map((r, i) => ({ ...r, url: urls[i] as string, photo_url: urls[i] as string }));
    },

    async getGuestPhotos(guest) {
      const dir = guest.photo_dir ?? guest.id;
      if (!isSafeFolderName(dir)) throw new Error('Guest photo folder name is not a plain folder name');
      // The guest's own folder is visible only to a request naming the guest (storage policies).
      const files = (await storage.list(`${STORAGE.guestPhotosFolder}/${dir}`, guest.id)).filter((f) => isGuestPhotoFile(f.name));
      if (files.length === 0) {
        console.warn(`No guest photos found for ${dir}`);
        return null;
      }
      const urls = await storage.signMany(
        files.map((f) => `${STORAGE.guestPhotosFolder}/${dir}/${f.name}`),
        guest.id,
      );
      // A file that could not be signed is left out of the guest's list (spec §8).
      return files.flatMap((f, i): GuestPhoto[] => {
        const url = urls[i];
        return url ? [{ id: f.id ?? f.name, url, photo_url: url, alt_text: '' }] : [];
      });
    },

    resolvePhoto: (path) => storage.resolve(path),
    readPhoto: (path) => storage.read(path),
  };
}
