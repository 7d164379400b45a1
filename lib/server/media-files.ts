import 'server-only';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getConfig } from '@/lib/server/config';
import { verifyMediaUrl } from '@/lib/server/media-signing';
import { siteSecret } from '@/lib/server/site-secret';
import { isPublicPath, MEDIA_ROUTE } from '@/lib/wedding/routes';
import { mediaContentType } from '@/lib/wedding/media';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

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
  // Paths of CONTENT_DIR are hidden from the build's tracer, which would otherwise ship every media folder.
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

function wantedRange(range: string | null | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const wanted = range && range.length <= 64 ? /^bytes=(\d*)-(\d*)$/.exec(range) : null;
  if (!wanted || (!wanted[1] && !wanted[2])) return null;
  const start = wanted[1] ? Number(wanted[1]) : Math.max(0, size - Number(wanted[2]));
  const end = wanted[1] && wanted[2] ? Math.min(Number(wanted[2]), size - 1) : size - 1;
  return start >= size || start > end ? 'unsatisfiable' : { start, end };
}

// Guest photos only through an unexpired signed link, and only to that browser's private cache.
export async function serveContentMedia(segments: string[], range?: string | null, search = new URLSearchParams()): Promise<Response> {
  const media = resolveMediaFile(segments, search);
  if (!media) return notFound();
  try {
    const info = await stat(/*turbopackIgnore: true*/ media.file);
    if (!info.isFile()) return notFound();
    const headers: Record<string, string> = {
      'Content-Type': mediaContentType(media.file) as string,
      'Cache-Control': media.secondsLeft === null ? 'public, max-age=86400, stale-while-revalidate=604800' : `private, max-age=${media.secondsLeft}`,
      'Accept-Ranges': 'bytes',
    };
    const part = wantedRange(range, info.size);
    if (part === 'unsatisfiable') return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${info.size}` } });
    const { start, end } = part ?? { start: 0, end: info.size - 1 };
    headers['Content-Length'] = String(Math.max(0, end - start + 1));
    if (part) headers['Content-Range'] = `bytes ${start}-${end}/${info.size}`;
    const body = info.size === 0 ? null : (Readable.toWeb(createReadStream(/*turbopackIgnore: true*/ media.file, { start, end })) as ReadableStream<Uint8Array>);
    return new Response(body, { status: part ? 206 : 200, headers });
  } catch {
    return notFound();
  }
}
