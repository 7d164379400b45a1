import { GUEST_PHOTO_EXTENSIONS } from './spec-values';
import { isPublicMediaPath, isSignedStorageUrl, MEDIA_ROUTE, namesGuestPhotoFolder, PUBLIC_FOLDERS, VENUE_PHOTO } from '../site/routes';

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

export type SharedPathProblem = 'another site' | 'not plain' | 'outside';

// A browser drops these from an address, then reads a scheme or two slashes (either way round) as another host.
const OTHER_SITE = /^([a-z][a-z\d+.-]+:|[/\\]{2})/i;
const plainParts = (parts: string[]) => parts.every((p) => p !== '' && p !== '.' && p !== '..' && !/[%\\\0-\x1f\x7f]/.test(p));

/**
 * What shared content (story, gallery, hero) may name: a file of gallery/ or story/, spelled one way only, or a
 * plain path of the site's own (/images/…); never a guest's photo in any spelling, nor another site (decisions.md).
 */
export function sharedPathProblem(path: string): SharedPathProblem | null {
  if (OTHER_SITE.test(path.replace(/[\0-\x20]/g, ''))) return 'another site';
  const site = path.startsWith('/');
  const parts = (site ? path.slice(1) : path).split('/');
  if (!plainParts(parts) || (site && /[?#]/.test(path))) return 'not plain';
  if (site) return namesGuestPhotoFolder(path) || (path.startsWith(`${MEDIA_ROUTE}/`) && !isPublicMediaPath(path)) ? 'outside' : null;
  return PUBLIC_FOLDERS.includes(parts[0] as string) && parts.length > 1 ? null : 'outside';
}

export const isSharedStoredPath = (path: string) => !path.startsWith('/') && sharedPathProblem(path) === null;
export const isOwnSitePath = (path: string) => path.startsWith('/') && sharedPathProblem(path) === null;

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
