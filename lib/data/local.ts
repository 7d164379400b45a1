import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaSecret, signMediaUrl } from '@/lib/server/media-signing';
import { STORAGE } from '@/lib/wedding/constants';
import { isDirectLink, isGalleryFallbackFile, isGuestPhotoFile, isSafeFolderName } from '@/lib/wedding/media';
import { readPublicFile } from './public-files';
import { parseGallery, parseGuest, parseTimeline, parseWeddingInfo } from './schemas';
import type { DataSource, GalleryPhoto } from './types';

/** Where the site serves the content directory's media folder (app/media/[...path]/route.ts). */
export const MEDIA_ROUTE = '/media';

export const mediaUrl = (storagePath: string) =>
  `${MEDIA_ROUTE}/${storagePath.split('/').map(encodeURIComponent).join('/')}`;

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException)?.code === 'ENOENT';

/**
 * Content files on disk, laid out like the backend: wedding.json (the wedding_info row),
 * guests.json, love-story.json, gallery.json, and media/ mirroring the storage bucket.
 * Guest photos get signed, expiring links (lib/server/media-signing.ts); the rest is public.
 */
export function createLocalSource(contentDir: string, secret: Buffer = mediaSecret(null)): DataSource {
  const file = (name: string) => path.join(contentDir, name);
  const readJson = async (name: string): Promise<unknown> => JSON.parse(await readFile(file(name), 'utf8'));
  const listMedia = async (folder: string) => (await readdir(path.join(contentDir, 'media', folder))).sort();
  const resolve = async (p: string) => (isDirectLink(p) ? p : mediaUrl(p));

  return {
    kind: 'local',

    async getWeddingInfo() {
      try {
        return parseWeddingInfo(await readJson('wedding.json'));
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },

    async getGuest(id) {
      const rows = await readJson('guests.json');
      if (!Array.isArray(rows)) throw new Error('guests.json must hold a list of guests');
      const row = rows.find((r: { id?: unknown }) => String(r?.id) === id);
      return row ? parseGuest(row) : null;
    },

    async getLoveStory() {
      const rows = parseTimeline(await readJson('love-story.json')).sort((a, b) => a.year - b.year);
      return Promise.all(rows.map(async (r) => ({ ...r, photo: r.photo_path ? await resolve(r.photo_path) : null })));
    },

    async getGallery(): Promise<GalleryPhoto[]> {
      let rows: ReturnType<typeof parseGallery>;
      try {
        rows = parseGallery(await readJson('gallery.json'));
      } catch (e) {
        if (!isMissing(e)) throw e;
        rows = [];
      }
      if (rows.length > 0) {
        return rows
          .sort((a, b) => a.order_index - b.order_index)
          .map((r) => ({ ...r, url: mediaUrl(r.storage_path), photo_url: mediaUrl(r.storage_path) }));
      }
      // The gallery fallback: the gallery folder's files, by name, without venue.jpg.
      const names = (await listMedia(STORAGE.galleryFolder)).filter(isGalleryFallbackFile).slice(0, STORAGE.listLimit);
      return names.map((name, i) => {
        const storage_path = `${STORAGE.galleryFolder}/${name}`;
        const url = mediaUrl(storage_path);
        return { id: name, storage_path, alt_text: '', order_index: i, name, url, photo_url: url };
      });
    },

    async getGuestPhotos(guest) {
      const dir = guest.photo_dir ?? guest.id;
      if (!isSafeFolderName(dir)) throw new Error('Guest photo folder name is not a plain folder name');
      const folder = `${STORAGE.guestPhotosFolder}/${dir}`;
      let names: string[] = [];
      try {
        names = (await listMedia(folder)).filter(isGuestPhotoFile).slice(0, STORAGE.listLimit);
      } catch (e) {
        if (!isMissing(e)) throw e;
      }
      if (names.length === 0) {
        console.warn(`No guest photos found for ${dir}`);
        return null;
      }
      return names.map((name) => {
        const url = signMediaUrl(secret, mediaUrl(`${folder}/${name}`), STORAGE.signedUrlSeconds);
        return { id: name, url, photo_url: url, alt_text: '' };
      });
    },

    resolvePhoto: resolve,

    async readPhoto(p) {
      if (p.startsWith('/')) return readPublicFile(p);
      const root = path.join(contentDir, 'media');
      const target = path.resolve(root, p);
      if (!target.startsWith(root + path.sep)) throw new Error('Photo path leaves the media folder');
      return readFile(target);
    },
  };
}
