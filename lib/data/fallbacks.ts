import 'server-only';
import { IMAGES } from '@/lib/wedding/constants';
import { isDirectLink } from '@/lib/wedding/media';
import { readPublicFile } from './public-files';
import { SAMPLE_GALLERY, SAMPLE_LOVE_STORY, SAMPLE_WEDDING_INFO } from './sample';
import { describe } from './supabase-storage';
import type { DataSource } from './types';

/**
 * Spec §8 around any source: a failed fetch is logged and replaced by the built-in
 * samples (wedding info, love story, gallery); a failed guest lookup returns nothing.
 * Guest photo failures are left to the caller, whose fallback depends on the gallery.
 */
export function withFallbacks(source: DataSource): DataSource {
  return {
    kind: source.kind,
    async getWeddingInfo() {
      try {
        return await source.getWeddingInfo();
      } catch (e) {
        console.error('Failed to load wedding info, using sample data:', describe(e));
        return SAMPLE_WEDDING_INFO;
      }
    },
    async getGuest(id) {
      try {
        return await source.getGuest(id);
      } catch (e) {
        console.error('Failed to load guest:', describe(e));
        return null;
      }
    },
    async getLoveStory() {
      try {
        return await source.getLoveStory();
      } catch (e) {
        console.error('Failed to load love story, using sample data:', describe(e));
        return SAMPLE_LOVE_STORY;
      }
    },
    async getGallery() {
      try {
        return await source.getGallery();
      } catch (e) {
        console.error('Failed to load photo gallery, using sample data:', describe(e));
        return SAMPLE_GALLERY;
      }
    },
    getGuestPhotos: (guest) => source.getGuestPhotos(guest),
    resolvePhoto: (path) => source.resolvePhoto(path),
    readPhoto: (path) => source.readPhoto(path),
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
