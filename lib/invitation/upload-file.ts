import 'server-only';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { isUploadPath } from '@/lib/data/guest-uploads';
import { describeError } from '@/lib/server/describe-error';
import { processSingleton } from '@/lib/server/process-singleton';
import { GateBusy, WorkGate } from '@/lib/server/work-gate';
import { GUEST_UPLOADS, UPLOAD_TYPES, uploadTypeOf } from '@/lib/wedding/guest-uploads';
import { GUEST_PHOTOS_RESIZE, IMAGE_WIDTHS, MAX_INPUT_PIXELS } from '@/lib/wedding/limits';
import { GUEST_UPLOADS_FOLDER } from '@/lib/site/upload-routes';
import { uploadGuest } from './upload-answers';

// A guest's upload, or a shared one, as the guest whose page asks: never through the optimiser's public cache.

const WIDTHS: ReadonlySet<number> = new Set([...IMAGE_WIDTHS.device, ...IMAGE_WIDTHS.image]);
const state = () =>
  processSingleton('upload-files', () => ({
    gate: new WorkGate(GUEST_PHOTOS_RESIZE.running, GUEST_PHOTOS_RESIZE.waiting),
    kept: new LRUCache<string, Buffer>({ maxSize: GUEST_PHOTOS_RESIZE.keptBytes, sizeCalculation: (b) => Math.max(1, b.byteLength) }),
  }));

const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store', ...extra } });

async function resized(bytes: Uint8Array, width: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: GUEST_PHOTOS_RESIZE.quality }).toBuffer();
}

/** GET /invite/{id}/photos/{folder}/{file}[?w=]: a photo at a width the page asks for (else as stored), a video by Storage's own link. */
export async function uploadFileAnswer(guestId: string, folder: string, file: string, params: URLSearchParams, headers: Headers): Promise<Response> {
  const found = await uploadGuest(guestId, headers, false);
  if (found instanceof Response) return plain(found.status === 429 ? 429 : found.status === 404 ? 404 : 503, 'Not available', found.status === 429 ? { 'Retry-After': found.headers.get('Retry-After') ?? '60' } : {});
  const path = `${GUEST_UPLOADS_FOLDER}/${folder}/${file}`;
  const width = params.has('w') ? Number(params.get('w')) : null;
  if (!isUploadPath(path) || (width !== null && !WIDTHS.has(width))) return plain(404, 'Not found');
  const { guest, store } = found;
  const type = uploadTypeOf(path)!;
  try {
    if (UPLOAD_TYPES[type]!.kind === 'video') {
      const link = await store.link(guest.id, path, GUEST_UPLOADS.linkSeconds);
      return link ? new Response(null, { status: 302, headers: { Location: link, 'Cache-Control': 'private, no-store' } }) : plain(404, 'Not found');
    }
    // Asked each time: a photo removed or no longer shared is gone at once.
    if (!(await store.sees(guest.id, path))) return plain(404, 'Not found');
    const etag = `"${createHash('sha256').update(`${path} ${width ?? ''}`).digest('base64url').slice(0, 22)}"`;
    const cacheHeaders = { ETag: etag, 'Cache-Control': 'private, no-cache' };
    if (headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers: cacheHeaders });
    const key = `${path} ${width ?? ''}`;
    let body = state().kept.get(key);
    if (!body) {
      body = await state().gate.run(async () => {
        const bytes = await store.read(guest.id, path);
        if (!bytes) return null;
        return width === null ? Buffer.from(bytes) : resized(bytes, width);
      }) ?? undefined;
      if (!body) return plain(404, 'Not found');
      state().kept.set(key, body);
    }
    // Saved from the lightbox, it is the rendition shown, named for what it is.
    const named = width === null ? file : `${file.slice(0, file.lastIndexOf('.'))}-${width}.webp`;
    return new Response(new Uint8Array(body), {
      headers: { ...cacheHeaders, 'Content-Type': width === null ? type : 'image/webp', 'Content-Length': String(body.byteLength), 'Content-Disposition': `inline; filename="${named}"` },
    });
  } catch (e) {
    if (e instanceof GateBusy) return plain(503, 'Busy', { 'Retry-After': '2' });
    console.error(`A guest's photo could not be read: ${describeError(e)}`);
    return plain(404, 'Not found');
  }
}
