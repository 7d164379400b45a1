import 'server-only';
import { Readable } from 'node:stream';
import { fileInfo, fileStream, resolveMediaFile } from '@/lib/data/content-files';
import { mediaContentType } from '@/lib/wedding/media';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

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
    const info = await fileInfo(media.file);
    if (!info) return notFound();
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
    const body = info.size === 0 ? null : (Readable.toWeb(fileStream(media.file, start, end)) as ReadableStream<Uint8Array>);
    return new Response(body, { status: part ? 206 : 200, headers });
  } catch {
    return notFound();
  }
}
