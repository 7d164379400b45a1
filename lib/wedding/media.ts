import { GUEST_PHOTO_EXTENSIONS } from './spec-values';
import { isSignedStorageUrl, VENUE_PHOTO } from './routes';

const extension = (name: string) => {
  const clean = name.split(/[?#]/)[0] ?? '';
  const dot = clean.lastIndexOf('.');
  return dot === -1 ? '' : clean.slice(dot + 1).toLowerCase();
};

/** Media is a video only when its name ends in .mp4 (spec §5); anything else is an image. */
export const isVideo = (name: string) => extension(name) === 'mp4';

/** Guest photo files: jpg, jpeg, png, webp or gif, in any case (spec §5). */
export const isGuestPhotoFile = (name: string) =>
  (GUEST_PHOTO_EXTENSIONS as readonly string[]).includes(extension(name));

/** The gallery fallback lists the gallery folder without the venue's photo (spec §5). */
export const isGalleryFallbackFile = (name: string) =>
  name !== VENUE_PHOTO.name && isGuestPhotoFile(name);

/** A link the browser can load as it is (absolute URL or a path of this site). */
export const isDirectLink = (path: string) => /^(https?:)?\/\//i.test(path) || path.startsWith('/') || path.startsWith('data:');

/**
 * Whether the shared optimiser must leave a link alone: another site's links and SVGs, and links with
 * a query string (the optimiser takes none of ours). The bucket's signed URLs are resized (next.config.ts
 * allows the project's host); guests' own photos never come here (isGuestPhotoLink).
 */
export const optimiserSkips = (url: string) => (/^https?:/.test(url) ? !isSignedStorageUrl(url) : url.includes('?')) || url.endsWith('.svg');

/** A guest's photo folder must be one plain folder name, never a path out of guest-photos/. */
export const isSafeFolderName = (dir: string) => dir.length > 0 && dir.length <= 200 && !/[/\\\0]/.test(dir) && dir !== '.' && dir !== '..';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
};

/** The content type a photo or video is served and stored with, or undefined for anything else. */
export const mediaContentType = (name: string): string | undefined => CONTENT_TYPES[extension(name)];
