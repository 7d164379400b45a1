import 'server-only';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { readGuestPhoto } from '@/lib/data/guest-photo-source';
import { fullyDecoded } from '@/lib/server/image-sources';
import { processSingleton } from '@/lib/server/process-singleton';
import { GateBusy, WorkGate } from '@/lib/server/work-gate';
import { IMAGE_WIDTHS, GUEST_PHOTOS_RESIZE, MAX_INPUT_PIXELS } from '@/lib/wedding/limits';
import { guestFolderIn } from '@/lib/site/routes';

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

async function resize(src: string, width: number, now: number): Promise<Resized | null> {
  const source = await readGuestPhoto(src, now);
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

export type GuestPhotoAnswer = { status: 200; bytes: Buffer; maxAge: number } | { status: 400 | 404 | 503 };

const photo = (image: Resized, now: number): GuestPhotoAnswer => ({ status: 200, bytes: image.bytes, maxAge: Math.floor((image.expiresAt - now) / 1000) });

export async function guestPhoto(params: URLSearchParams, now = Date.now()): Promise<GuestPhotoAnswer> {
  const src = params.get('src') ?? '';
  const width = Number(params.get('w'));
  if (!WIDTHS.has(width) || src.length > 4096) return { status: 400 };
  const key = `${width} ${src}`;
  const kept = resizes().kept.get(key);
  if (kept && kept.expiresAt - now >= 1000) return photo(kept, now);
  try {
    const image = await resizeOnce(key, src, width, now);
    if (!image || image.expiresAt - now < 1000) return { status: 404 };
    resizes().kept.set(key, image, { ttl: image.expiresAt - now });
    return photo(image, now);
  } catch (e) {
    if (e instanceof GateBusy) return { status: 503 };
    return { status: 404 }; // unreadable, too large, or the backend failed: the page shows the placeholder
  }
}
