import 'server-only';
import sharp, { type Metadata } from 'sharp';
import { GUEST_UPLOADS } from '@/lib/wedding/guest-uploads';
import { MAX_INPUT_PIXELS } from '@/lib/wedding/limits';
import { boxAt, isVideoBrand, movieSeconds } from '@/lib/wedding/video-container';

// A guest's file as stored: never as the phone says it is (docs/decisions.md, "The day's photos from guests' phones").

export type Checked =
  | { ok: true; bytes: Uint8Array | null; width: number | null; height: number | null; seconds: number | null }
  | { ok: false; reason: 'type' | 'unreadable' | 'length' | 'size' };

const FORMATS: Record<string, 'jpeg' | 'png' | 'webp'> = { jpg: 'jpeg', png: 'png', webp: 'webp' };
const QUALITY = Math.round(GUEST_UPLOADS.photoQuality * 100);

/** The photo upright, at most 2560 px, without EXIF, XMP, IPTC or text, in the format its name says; null bytes: it already is. */
export async function preparedPhoto(bytes: Uint8Array, extension: string): Promise<Checked> {
  const target = FORMATS[extension];
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  // An SVG or a PDF is a drawing with its own code and links; a GIF, TIFF or HEIC is none of what phones send here.
  if (!target || !meta.format || !['jpeg', 'png', 'webp'].includes(meta.format) || (meta.pages ?? 1) > 1) return { ok: false, reason: 'type' };
  const sideways = (meta.orientation ?? 1) >= 5;
  const [width, height] = sideways ? [meta.height, meta.width] : [meta.width, meta.height];
  if (!width || !height) return { ok: false, reason: 'unreadable' };
  const clean = !meta.exif && !meta.xmp && !meta.iptc && !meta.comments?.length && (meta.orientation ?? 1) === 1;
  try {
    if (clean && meta.format === target && Math.max(width, height) <= GUEST_UPLOADS.longestSide) {
      await input().stats(); // read to the end: a damaged or oversized one fails here
      return { ok: true, bytes: null, width, height, seconds: null };
    }
    const pipeline = input().rotate().resize({ width: GUEST_UPLOADS.longestSide, height: GUEST_UPLOADS.longestSide, fit: 'inside', withoutEnlargement: true });
    const encoded = target === 'jpeg' ? pipeline.jpeg({ quality: QUALITY, mozjpeg: true }) : target === 'png' ? pipeline.png() : pipeline.webp({ quality: QUALITY });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: new Uint8Array(data), width: info.width, height: info.height, seconds: null };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

const HEAD_BYTES = 64 * 1024;
const MOOV_BYTES = 16 * 1024 * 1024;

/** A video's container (MP4 or QuickTime, by its `ftyp`) and length, from its boxes: a few reads, never the whole file. */
export async function checkedVideo(read: (start: number, end: number) => Promise<Uint8Array>, fileSize: number): Promise<Checked> {
  const head = await read(0, Math.min(fileSize, HEAD_BYTES) - 1);
  const first = boxAt(head, 0, 0, fileSize);
  if (!first || first.type !== 'ftyp' || first.size > head.length || !isVideoBrand(head.subarray(first.header, first.size))) return { ok: false, reason: 'type' };
  for (let at = first.size, reads = 0; at < fileSize && reads < 32; reads++) {
    const inHead = at + 16 <= head.length;
    const bytes = inHead ? head.subarray(at) : await read(at, Math.min(fileSize, at + 16) - 1);
    const box = boxAt(bytes, 0, at, fileSize);
    if (!box) return { ok: false, reason: 'unreadable' };
    if (box.type === 'moov') {
      if (box.size > MOOV_BYTES) return { ok: false, reason: 'unreadable' };
      const moov = box.start + box.size <= head.length ? head.subarray(box.start, box.start + box.size) : await read(box.start, box.start + box.size - 1);
      const seconds = movieSeconds(moov.subarray(box.header));
      if (seconds === null) return { ok: false, reason: 'unreadable' };
      return seconds > GUEST_UPLOADS.maxVideoSeconds + 0.5 ? { ok: false, reason: 'length' } : { ok: true, bytes: null, width: null, height: null, seconds: Math.round(seconds * 100) / 100 };
    }
    at = box.start + box.size;
  }
  return { ok: false, reason: 'unreadable' };
}
