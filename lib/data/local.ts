import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { signMediaUrl } from '@/lib/server/media-signing';
import { siteSecret } from '@/lib/server/site-secret';
import { STORAGE } from '@/lib/wedding/spec-values';
import { IMAGES, isPublicPath, mediaPath } from '@/lib/site/routes';
import { isOwnSitePath, isSharedStoredPath } from '@/lib/wedding/media';
import { fileBytes, mediaFileIn, mediaFolderIn } from './content-files';
import { readPublicFile } from './public-files';
import { galleryFromFolder, guestPhotosFromFolder, type FolderStore } from './storage-folders';
import { parseGallery, parseGuest, parseTimeline, parseWeddingInfo } from './schemas';
import type { DataSource } from './source';
import { NOTICES_FILE, noticesFor, parseNotices } from '@/lib/wedding/notices';
import type { GalleryPhoto } from '@/lib/wedding/types';

const isMissing = (e: unknown) => (e as NodeJS.ErrnoException)?.code === 'ENOENT';

export function createLocalSource(contentDir: string, secret: Buffer = siteSecret(null)): DataSource {
  const file = (name: string) => path.join(/*turbopackIgnore: true*/ contentDir, name);
  const readJson = async (name: string): Promise<unknown> => JSON.parse(await readFile(/*turbopackIgnore: true*/ file(name), 'utf8'));
  const folders: FolderStore = {
    async list(folder) {
      const real = mediaFolderIn(contentDir, folder);
      if (!real) return [];
      try {
        const names = (await readdir(/*turbopackIgnore: true*/ real)).sort();
        return names.map((name) => ({ name, id: null }));
      } catch (e) {
        if (isMissing(e)) return [];
        throw e;
      }
    },
    // Guests' own photos get expiring signed links (as storage signs them); the gallery stays public.
    sign: async (paths, guestId) => paths.map((p) => (guestId ? signMediaUrl(secret, mediaPath(p), STORAGE.signedUrlSeconds) : mediaPath(p))),
  };
  // Shared content names gallery/, story/ or the site's own files; anything else is the placeholder (spec §8).
  const resolve = async (p: string) => (isOwnSitePath(p) ? p : isSharedStoredPath(p) ? mediaPath(p) : IMAGES.placeholder);

  return {
    kind: 'local',

    async getWeddingInfo() {
      try {
        return parseWeddingInfo(await readJson('wedding.json'));
      } catch (e) {
        if (isMissing(e)) return null;
        throw new Error(`${file('wedding.json')}: ${e instanceof Error ? e.message : String(e)}`);
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
        const sorted = rows.sort((a, b) => a.order_index - b.order_index);
        return Promise.all(
          sorted.map(async (r) => {
            const url = await resolve(r.storage_path);
            return { ...r, url, photo_url: url };
          }),
        );
      }
      return galleryFromFolder(folders);
    },

    getGalleryFolder: () => galleryFromFolder(folders),

    getGuestPhotos: (guest) => guestPhotosFromFolder(folders, guest),

    // notices.json, which the desk writes: the same rule as the project's policy picks a guest's.
    async getNotices(guest) {
      try {
        return noticesFor(guest.invited_to, parseNotices(await readJson(NOTICES_FILE)));
      } catch (e) {
        if (isMissing(e)) return [];
        throw e;
      }
    },

    resolvePhoto: resolve,

    // Shared photos only, judged as /media judges them: what it would not serve publicly is not read.
    async readPhoto(p) {
      if (isOwnSitePath(p)) return readPublicFile(p);
      const media = isSharedStoredPath(p) ? mediaFileIn(contentDir, p.split('/')) : null;
      if (!media || !isPublicPath(media.canonical)) throw new Error('Only photos of gallery/, story/ and the site are read');
      return fileBytes(media.file);
    },
  };
}
