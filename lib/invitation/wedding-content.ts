import 'server-only';
import type { DataSource } from '@/lib/data/source';
import type { GalleryPhoto } from '@/lib/wedding/types';
import { CONTENT_REVALIDATE_SECONDS, IMAGES, STORAGE } from '@/lib/wedding/constants';

/** Hero and venue photos that cannot be had become the stock images, not the placeholder (spec §8). */
async function resolveOr(source: DataSource, path: string, stock: string): Promise<string> {
  const url = await source.resolvePhoto(path).catch(() => stock);
  return url === IMAGES.placeholder ? stock : url;
}

/** Everything that is the same for every guest, read in parallel. */
export async function loadWeddingContent(source: DataSource) {
  const [info, timeline, gallery, venuePhoto] = await Promise.all([
    source.getWeddingInfo(),
    source.getLoveStory(),
    source.getGallery().catch(() => [] as GalleryPhoto[]),
    resolveOr(source, `${STORAGE.galleryFolder}/${STORAGE.venuePhotoName}`, IMAGES.venueFallback),
  ]);
  const hero = info?.photos.hero ? await resolveOr(source, info.photos.hero, IMAGES.heroFallback) : IMAGES.heroFallback;
  return { info, timeline, gallery, venuePhoto, hero };
}

export type WeddingContent = Awaited<ReturnType<typeof loadWeddingContent>>;

interface Entry {
  value: Promise<WeddingContent>;
  loadedAt: number;
  refreshing: boolean;
}

// Shared by every bundle of the process (see lib/data/index.ts), so a refresh reaches the pages.
const SLOT = Symbol.for('wedding-invitation.shared-content');
const slots = globalThis as typeof globalThis & { [SLOT]?: WeakMap<DataSource, Entry> };
const entries = (slots[SLOT] ??= new WeakMap<DataSource, Entry>());

/**
 * What every guest shares (wedding info, love story, gallery, hero, venue photo), kept in
 * memory and revalidated in the background: a stale copy is served while a fresh one loads,
 * so no guest waits for it after the first. Kept in memory, never on disk.
 */
export function getWeddingContent(source: DataSource, now = Date.now()): Promise<WeddingContent> {
  const entry = entries.get(source);
  if (!entry) {
    const value = loadWeddingContent(source);
    entries.set(source, { value, loadedAt: now, refreshing: false });
    value.catch(() => entries.delete(source));
    return value;
  }
  if (!entry.refreshing && now - entry.loadedAt > CONTENT_REVALIDATE_SECONDS * 1000) {
    entry.refreshing = true;
    loadWeddingContent(source)
      .then((fresh) => entries.set(source, { value: Promise.resolve(fresh), loadedAt: Date.now(), refreshing: false }))
      .catch(() => {
        entry.refreshing = false;
      });
  }
  return entry.value;
}

/** Drops the cached copy, so the next request reads the backend again. */
export function refreshWeddingContent(source: DataSource): void {
  entries.delete(source);
}
