import 'server-only';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { fileBytes, fileInfo, resolveMediaFile } from '@/lib/data/content-files';
import { withDeadline } from '@/lib/data/deadline';
import { signedUrlExpiry } from '@/lib/data/signed-url';
import { getConfig } from '@/lib/server/config';
import { fullyDecoded, isGuestStorageLink } from '@/lib/server/image-sources';
import { processSingleton } from '@/lib/server/process-singleton';
import { GateBusy, WorkGate } from '@/lib/server/work-gate';
import { STORAGE } from '@/lib/wedding/spec-values';
import { BACKEND_TIMEOUT_MS, IMAGE_WIDTHS, GUEST_PHOTOS_RESIZE, MAX_INPUT_PIXELS } from '@/lib/wedding/limits';
import { guestFolderIn, MEDIA_ROUTE, mediaSegments } from '@/lib/wedding/routes';
import { isGuestPhotoFile } from '@/lib/wedding/media';

/**
 * A guest's own photo at the width their screen shows it, resized here rather than by Next's
 * optimiser, whose cache is public and keeps a resize for a month: this answer may be kept only
 * by that guest's browser, and no longer than the signed link it came from (docs/decisions.md).
 * The link is checked as its own server would: our signature for local content, Storage's token
 * (Storage itself refuses a forged or expired one) for Supabase.
 */

const WIDTHS: ReadonlySet<number> = new Set([...IMAGE_WIDTHS.device, ...IMAGE_WIDTHS.image]);
const gate = () => processSingleton('guest-photo-gate', () => new WorkGate(GUEST_PHOTOS_RESIZE.running, GUEST_PHOTOS_RESIZE.waiting));

interface Resized {
  bytes: Buffer;
  expiresAt: number;
}

/** Resized photos by link and width (memory only, never longer than the link), the resizes under way, and each guest's own line. */
const resizes = () =>
  processSingleton('guest-photo-resizes', () => ({
    kept: new LRUCache<string, Resized>({ maxSize: GUEST_PHOTOS_RESIZE.keptBytes, sizeCalculation: (r) => Math.max(1, r.bytes.byteLength) }),
    underWay: new Map<string, Promise<Resized | null>>(),
    guestLines: new Map<string, { gate: WorkGate; users: number }>(),
  }));

/** Whose photo folder a link reads, so one guest's many asks cannot take every slot. */
const guestFolderOf = (src: string) => guestFolderIn(fullyDecoded(src) ?? '');

interface Source {
  bytes: Uint8Array;
  secondsLeft: number;
}

async function localSource(src: string, now: number): Promise<Source | null> {
  const url = new URL(src, 'http://site.invalid');
  let segments: string[];
  try {
    segments = mediaSegments(url.pathname);
  } catch {
    return null;
  }
  const media = resolveMediaFile(segments, url.searchParams, now);
  if (!media || media.secondsLeft === null || !isGuestPhotoFile(media.file)) return null;
  // Hidden from the build's tracer, which would otherwise ship every guest's photo.
  const info = await fileInfo(media.file);
  if (!info || info.size > GUEST_PHOTOS_RESIZE.maxSourceBytes) return null;
  return { bytes: await fileBytes(media.file), secondsLeft: media.secondsLeft };
}

async function storageSource(src: string, now: number): Promise<Source | null> {
  const supabase = getConfig().supabase;
  if (!supabase || !isGuestStorageLink(src, supabase.url, STORAGE.bucket)) return null;
  const expiresAt = signedUrlExpiry(src);
  const secondsLeft = expiresAt === null ? 0 : Math.floor((expiresAt - now) / 1000);
  if (secondsLeft <= 0 || !isGuestPhotoFile(new URL(src).pathname)) return null;
  const bytes = await withDeadline(BACKEND_TIMEOUT_MS, async (signal) => {
    const response = await fetch(src, { signal, redirect: 'error', cache: 'no-store' });
    if (!response.ok || Number(response.headers.get('content-length')) > GUEST_PHOTOS_RESIZE.maxSourceBytes) return null;
    const body = new Uint8Array(await response.arrayBuffer());
    return body.byteLength > GUEST_PHOTOS_RESIZE.maxSourceBytes ? null : body;
  });
  return bytes ? { bytes, secondsLeft } : null;
}

const answer = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store', ...extra } });

async function resize(src: string, width: number, now: number): Promise<Resized | null> {
  const source = src.startsWith(`${MEDIA_ROUTE}/`) ? await localSource(src, now) : await storageSource(src, now);
  if (!source) return null;
  const bytes = await sharp(source.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: GUEST_PHOTOS_RESIZE.quality })
    .toBuffer();
  return { bytes, expiresAt: now + source.secondsLeft * 1000 };
}

/** One resize per link and width at a time; a guest's asks beyond their share wait in their own line, not everyone's. */
function resizeOnce(key: string, src: string, width: number, now: number): Promise<Resized | null> {
  const { underWay, guestLines } = resizes();
  const pending = underWay.get(key);
  if (pending) return pending;
  const guest = guestFolderOf(src);
  const line = guestLines.get(guest) ?? { gate: new WorkGate(GUEST_PHOTOS_RESIZE.perGuest, GUEST_PHOTOS_RESIZE.perGuestWaiting), users: 0 };
  line.users += 1;
  guestLines.set(guest, line);
  const work = line.gate
    .run(() => gate().run(() => resize(src, width, now)))
    .finally(() => {
      underWay.delete(key);
      if (--line.users === 0) guestLines.delete(guest);
    });
  underWay.set(key, work);
  return work;
}

const photo = (image: Resized, now: number) =>
  new Response(new Uint8Array(image.bytes), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(image.bytes.byteLength),
      'Cache-Control': `private, max-age=${Math.floor((image.expiresAt - now) / 1000)}`,
    },
  });

/** The answer to /guest-photo?src={signed link}&w={width}: the photo as WebP, private; 404 for anything else. */
export async function guestPhotoResponse(params: URLSearchParams, now = Date.now()): Promise<Response> {
  const src = params.get('src') ?? '';
  const width = Number(params.get('w'));
  if (!WIDTHS.has(width) || src.length > 4096) return answer(400, 'Bad request');
  const key = `${width} ${src}`;
  const kept = resizes().kept.get(key);
  if (kept && kept.expiresAt - now >= 1000) return photo(kept, now);
  try {
    const image = await resizeOnce(key, src, width, now);
    if (!image || image.expiresAt - now < 1000) return answer(404, 'Not found');
    resizes().kept.set(key, image, { ttl: image.expiresAt - now });
    return photo(image, now);
  } catch (e) {
    if (e instanceof GateBusy) return answer(503, 'Busy', { 'Retry-After': '2' });
    return answer(404, 'Not found'); // unreadable, too large, or the backend failed: the page shows the placeholder
  }
}
