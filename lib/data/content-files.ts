import 'server-only';
import { createReadStream, realpathSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@/lib/server/config';
import { verifyMediaUrl } from '@/lib/server/media-signing';
import { siteSecret } from '@/lib/server/site-secret';
import { isPublicPath, MEDIA_ROUTE } from '@/lib/site/routes';
import { mediaContentType } from '@/lib/wedding/media';

export interface MediaFile {
  /** The file itself, every link followed. */
  file: string;
  canonical: string;
  secondsLeft: number | null;
}

const realPath = (p: string) => {
  try {
    return realpathSync.native(/*turbopackIgnore: true*/ p);
  } catch {
    return null;
  }
};

const inside = (root: string, file: string) => {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep) : null;
};

// A public folder (gallery), or one guest's folder (guest-photos/tom): a link may not leave it.
const folderOf = (parts: string[]) => (isPublicPath(parts.join('/')) ? parts.slice(0, 1) : parts.slice(0, 2)).join('/');

/**
 * The file a path of media/ names, judged where it really is: every link followed (decisions.md, "Guests' own photos
 * never reach a shared cache"), it must stay in media/ and in the folder its path names.
 */
export function mediaFileIn(contentDir: string, segments: string[]): { file: string; canonical: string } | null {
  if (segments.length === 0 || segments.some((s) => s === '' || s === '.' || s === '..' || /[/\\\0]/.test(s))) return null;
  const root = path.join(/*turbopackIgnore: true*/ contentDir, 'media');
  const spelled = inside(root, path.resolve(/*turbopackIgnore: true*/ root, ...segments));
  const realRoot = realPath(root);
  const file = realRoot && realPath(path.join(/*turbopackIgnore: true*/ root, ...segments));
  const real = realRoot && file ? inside(realRoot, file) : null;
  if (!spelled || !real || !file || !mediaContentType(file) || folderOf(spelled) !== folderOf(real)) return null;
  return { file, canonical: spelled.join('/') };
}

// Next hands over decoded segments ('guest-photos%2Fx'): judged on the path as resolved, never its spelling.
export function resolveMediaFile(segments: string[], search: URLSearchParams, now = Date.now()): MediaFile | null {
  const config = getConfig();
  if (config.supabase || config.backendProblem || config.refusesGuests) return null;
  const media = mediaFileIn(config.contentDir, segments);
  if (!media) return null;
  // An allow-list, exact case: any other name the disk maps to the private folder (guest-photoſ, a short name) needs a signature.
  if (isPublicPath(media.canonical)) return { ...media, secondsLeft: null };
  const left = verifyMediaUrl(siteSecret(config.siteSecret), `${MEDIA_ROUTE}/${media.canonical}`, search, now);
  return left === null ? null : { ...media, secondsLeft: left };
}

// A folder whose real place is outside media/ (a link to elsewhere) lists nothing: none of its files would be served.
export function mediaFolderIn(contentDir: string, folder: string): string | null {
  const root = path.join(/*turbopackIgnore: true*/ contentDir, 'media');
  const realRoot = realPath(root);
  const real = realRoot && realPath(path.join(/*turbopackIgnore: true*/ root, folder));
  return real && realRoot && inside(realRoot, real)?.join('/') === folder ? real : null;
}

export async function fileInfo(file: string): Promise<{ size: number; mtimeMs: number } | null> {
  const info = await stat(/*turbopackIgnore: true*/ file).catch(() => null);
  return info?.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : null;
}

export const fileStream = (file: string, start: number, end: number) => createReadStream(/*turbopackIgnore: true*/ file, { start, end });

export const fileBytes = (file: string) => readFile(/*turbopackIgnore: true*/ file);
