import 'server-only';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@/lib/server/config';
import { verifyMediaUrl } from '@/lib/server/media-signing';
import { siteSecret } from '@/lib/server/site-secret';
import { isPublicPath, MEDIA_ROUTE } from '@/lib/site/routes';
import { mediaContentType } from '@/lib/wedding/media';

export interface MediaFile {
  file: string;
  canonical: string;
  secondsLeft: number | null;
}

// Judged on the resolved path, never its spelling: Next hands over decoded segments ('guest-photos%2Fx').
export function resolveMediaFile(segments: string[], search: URLSearchParams, now = Date.now()): MediaFile | null {
  const config = getConfig();
  if (config.supabase || config.backendProblem || config.refusesGuests) return null;
  if (segments.length === 0 || segments.some((s) => s === '' || s === '.' || s === '..' || /[/\\\0]/.test(s))) return null;
  const root = path.join(/*turbopackIgnore: true*/ config.contentDir, 'media');
  const file = path.resolve(/*turbopackIgnore: true*/ root, ...segments);
  const relative = path.relative(root, file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative) || !mediaContentType(file)) return null;
  const canonical = relative.split(path.sep).join('/');
  // An allow-list, exact case: any other name the disk maps to the private folder (guest-photoſ, a short name) needs a signature.
  if (isPublicPath(canonical)) return { file, canonical, secondsLeft: null };
  const left = verifyMediaUrl(siteSecret(config.siteSecret), `${MEDIA_ROUTE}/${canonical}`, search, now);
  return left === null ? null : { file, canonical, secondsLeft: left };
}

export async function fileInfo(file: string): Promise<{ size: number; mtimeMs: number } | null> {
  const info = await stat(/*turbopackIgnore: true*/ file).catch(() => null);
  return info?.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : null;
}

export const fileStream = (file: string, start: number, end: number) => createReadStream(/*turbopackIgnore: true*/ file, { start, end });

export const fileBytes = (file: string) => readFile(/*turbopackIgnore: true*/ file);
