import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { withDeadline } from '@/lib/data/deadline';
import { signedUrlExpiry } from '@/lib/data/signed-url';
import { getConfig } from '@/lib/server/config';
import { fullyDecoded, isGuestStorageLink } from '@/lib/server/image-sources';
import { resolveMediaFile } from '@/lib/server/media-files';
import { processSingleton } from '@/lib/server/process-singleton';
import { GateBusy, WorkGate } from '@/lib/server/work-gate';
import { STORAGE } from '@/lib/wedding/spec-values';
import { BACKEND_TIMEOUT_MS, IMAGE_WIDTHS, GUEST_PHOTOS_RESIZE, MAX_INPUT_PIXELS } from '@/lib/wedding/limits';
import { guestFolderIn, MEDIA_ROUTE, mediaSegments } from '@/lib/wedding/routes';
import { isGuestPhotoFile } from '@/lib/wedding/media';

// Not Next's optimiser: its cache is public for a month (docs/decisions.md, "Guests' own photos never reach a shared cache").

const WIDTHS: ReadonlySet<number> = new Set([...IMAGE_WIDTHS.device, ...IMAGE_WIDTHS.image]);
const gate = () => processSingleton('guest-photo-gate', () => new WorkGate(GUEST_PHOTOS_RESIZE.running, GUEST_PHOTOS_RESIZE.waiting));

interface Resized {
  bytes: Buffer;
  expiresAt: number;
}

const resizes = () =>
  processSingleton('guest-photo-resizes', () => ({
    kept: new LRUCache<string, Resized>({ maxSize: GUEST_PHOTOS_RESIZE.keptBytes, sizeCalculation: (r) => Math.max(1, r.bytes.byteLength) }),
    underWay: new Map<string, Promise<Resized | null>>(),
    guestLines: new Map<string, { gate: WorkGate; users: number }>(),
  }));

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
  const info = await stat(/*turbopackIgnore: true*/ media.file);
  if (!info.isFile() || info.size > GUEST_PHOTOS_RESIZE.maxSourceBytes) return null;
  return { bytes: await readFile(/*turbopackIgnore: true*/ media.file), secondsLeft: media.secondsLeft };
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
