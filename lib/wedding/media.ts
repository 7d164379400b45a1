import { GUEST_PHOTO_EXTENSIONS } from './spec-values';
import { isSignedStorageUrl, VENUE_PHOTO } from '../site/routes';

const extension = (name: string) => {
  const clean = name.split(/[?#]/)[0] ?? '';
  const dot = clean.lastIndexOf('.');
  return dot === -1 ? '' : clean.slice(dot + 1).toLowerCase();
};

export const isVideo = (name: string) => extension(name) === 'mp4';

export const isGuestPhotoFile = (name: string) =>
  (GUEST_PHOTO_EXTENSIONS as readonly string[]).includes(extension(name));

export const isGalleryFallbackFile = (name: string) =>
  name !== VENUE_PHOTO.name && isGuestPhotoFile(name);

export const isDirectLink = (path: string) => /^(https?:)?\/\//i.test(path) || path.startsWith('/') || path.startsWith('data:');

// The optimiser takes no query string of ours; guests' own photos never come here.
export const optimiserSkips = (url: string) => (/^https?:/.test(url) ? !isSignedStorageUrl(url) : url.includes('?')) || url.endsWith('.svg');

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

export const mediaContentType = (name: string): string | undefined => CONTENT_TYPES[extension(name)];
