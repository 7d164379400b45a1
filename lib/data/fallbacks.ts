import 'server-only';
import { IMAGES } from '@/lib/wedding/constants';
import { within } from './deadline';
import { isDirectLink } from '@/lib/wedding/media';
import { readPublicFile } from './public-files';
import { SAMPLE_GALLERY, SAMPLE_LOVE_STORY, SAMPLE_WEDDING_INFO } from './sample';
import { describeError } from '@/lib/server/describe-error';
import type { DataSource } from './source';

/**
 * Spec §8 around any source: a failed fetch is logged and replaced by the built-in
 * samples (wedding info, love story, gallery); a failed guest lookup returns nothing.
 * Each answer has one overall budget, however many calls the source makes for it.
 * Guest photo failures are left to the caller, whose fallback depends on the gallery.
 */
export function withFallbacks(source: DataSource, budgetMs: number): DataSource {
  async function guarded<T>(call: () => Promise<T>, fallback: T, message: string): Promise<T> {
    try {
      return await within(call(), budgetMs);
    } catch (e) {
      console.error(message, describeError(e));
      return fallback;
    }
  }
  return {
    kind: source.kind,
    getWeddingInfo: () => guarded(() => source.getWeddingInfo(), SAMPLE_WEDDING_INFO, 'Failed to load wedding info, using sample data:'),
    getGuest: (id) => guarded(() => source.getGuest(id), null, 'Failed to load guest:'),
    getLoveStory: () => guarded(() => source.getLoveStory(), SAMPLE_LOVE_STORY, 'Failed to load love story, using sample data:'),
    getGallery: () => guarded(() => source.getGallery(), SAMPLE_GALLERY, 'Failed to load photo gallery, using sample data:'),
    getGuestPhotos: (guest) => within(source.getGuestPhotos(guest), budgetMs),
    resolvePhoto: (path) => within(source.resolvePhoto(path), budgetMs),
    readPhoto: (path) => within(source.readPhoto(path), budgetMs),
  };
}

/**
 * What runs when Supabase is configured but its client cannot be created (spec §6, §8):
 * samples for the wedding, and no guest access at all.
 */
export function createSampleSource(): DataSource {
  return {
    kind: 'sample',
    getWeddingInfo: async () => SAMPLE_WEDDING_INFO,
    getGuest: async () => {
      console.warn('Guest access denied: the database is not configured, so no guest can be verified (security).');
      return null;
    },
    getLoveStory: async () => SAMPLE_LOVE_STORY,
    getGallery: async () => SAMPLE_GALLERY,
    getGuestPhotos: async () => null,
    // No storage to sign with: stored paths become the placeholder (spec §7); links pass through.
    resolvePhoto: async (path) => (isDirectLink(path) ? path : IMAGES.placeholder),
    readPhoto: (path) => readPublicFile(path),
  };
}
