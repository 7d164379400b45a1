import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@/lib/server/config';
import { mediaSecret, verifyMediaUrl } from '@/lib/server/media-signing';
import { MEDIA_ROUTE } from '@/lib/data/local';
import { STORAGE } from '@/lib/wedding/constants';
import { mediaContentType } from '@/lib/wedding/media';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

/**
 * Serves a file from {contentDir}/media, refusing anything that is not a known media type inside it.
 * Guest photos only through an unexpired signed link, and only to that browser's private cache.
 */
export async function serveContentMedia(segments: string[], range?: string | null, search = new URLSearchParams()): Promise<Response> {
  const config = getConfig();
  let cacheControl = 'public, max-age=86400, stale-while-revalidate=604800';
  if (segments[0] === STORAGE.guestPhotosFolder) {
    const left = verifyMediaUrl(mediaSecret(config.mediaUrlSecret), `${MEDIA_ROUTE}/${segments.join('/')}`, search);
    if (left === null) return notFound();
    cacheControl = `private, max-age=${left}`;
  }
  const root = path.join(config.contentDir, 'media');
  const target = path.resolve(root, ...segments);
  const type = mediaContentType(target);
  if (!type || !target.startsWith(root + path.sep)) return notFound();
  try {
    const info = await stat(target);
    if (!info.isFile()) return notFound();
    const body = await readFile(target);
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': cacheControl,
      'Accept-Ranges': 'bytes',
      'X-Content-Type-Options': 'nosniff',
    };
    // Browsers fetch video in ranges (to seek to the preview frame, for instance).
    const wanted = range?.match(/^bytes=(\d*)-(\d*)$/);
    if (wanted && (wanted[1] || wanted[2])) {
      const size = body.byteLength;
      const start = wanted[1] ? Number(wanted[1]) : Math.max(0, size - Number(wanted[2]));
      const end = wanted[1] && wanted[2] ? Math.min(Number(wanted[2]), size - 1) : size - 1;
      if (start >= size || start > end) {
        return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${size}` } });
      }
      const part = body.subarray(start, end + 1);
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
      headers['Content-Length'] = String(part.byteLength);
      return new Response(new Uint8Array(part), { status: 206, headers });
    }
    headers['Content-Length'] = String(body.byteLength);
    return new Response(new Uint8Array(body), { headers });
  } catch {
    return notFound();
  }
}
