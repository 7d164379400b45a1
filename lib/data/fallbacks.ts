import 'server-only';
import { IMAGES } from '@/lib/site/routes';
import { isOwnSitePath } from '@/lib/wedding/media';
import { readPublicFile } from './public-files';
import type { DataSource } from './source';

export function reportGuestAccessDenied(): void {
  console.warn('Guest access denied: the database is not configured, so no guest can be verified (security).');
}

// Spec §6, §8: the reads fail, so the content cache shows its fallback, and no guest has access.
export function createSampleSource(): DataSource {
  const unavailable = async (): Promise<never> => {
    throw new Error('Database not configured');
  };
  return {
    kind: 'sample',
    getWeddingInfo: unavailable,
    getGuest: async () => {
      reportGuestAccessDenied();
      return null;
    },
    getLoveStory: unavailable,
    getGallery: unavailable,
    getGalleryFolder: unavailable,
    getGuestPhotos: async () => null,
    // No storage to sign with: stored paths become the placeholder (spec §7), as does another site's address.
    resolvePhoto: async (path) => (isOwnSitePath(path) ? path : IMAGES.placeholder),
    readPhoto: async (path) => {
      if (!isOwnSitePath(path)) throw new Error('Only the site’s own photos are read');
      return readPublicFile(path);
    },
  };
}
