import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@/lib/wedding/limits';

export const MAX_PHOTO_BYTES = 25_000_000;
export const SHOWN_WIDTH = Math.max(...IMAGE_WIDTHS.device);
export const SHOWN_HEIGHT = SHOWN_WIDTH * 2;
export const MAX_INPUT_PIXELS = 100_000_000;
export const QUALITY = { jpeg: 82, webp: 80 } as const;

export const HEIC_REFUSED =
  'This photo is in the iPhone’s HEIC format, which this computer cannot read. Send it as a JPEG instead: on the iPhone, Settings → Camera → Formats → Most Compatible takes JPEGs from now on; for photos already taken, share them by e-mail or AirDrop (they go as JPEG), or export them from the Photos app.';

export type Prepared = { ok: true; bytes: Buffer; extension: 'jpg' | 'webp'; contentType: string; width: number; height: number } | { ok: false; reason: string };

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function looksLikeHeic(bytes: Buffer, name = ''): boolean {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp' && HEIC_BRANDS.has(bytes.toString('latin1', 8, 12))) return true;
  return /\.(heic|heif)$/i.test(name);
}

export async function preparePhoto(bytes: Buffer, name = ''): Promise<Prepared> {
  if (bytes.length === 0) return { ok: false, reason: 'The file is empty: choose the photo again.' };
  if (bytes.length > MAX_PHOTO_BYTES) return { ok: false, reason: `This photo is ${(bytes.length / 1_000_000).toFixed(1)} MB; a photo may be up to ${MAX_PHOTO_BYTES / 1_000_000} MB. Send a smaller copy (a phone's “Large” or “Actual size” share is fine).` };
  const heic = looksLikeHeic(bytes, name);
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    return { ok: false, reason: heic ? HEIC_REFUSED : 'This file is not a photo this computer can read: send a JPEG, PNG or WebP.' };
  }
  if (format === 'svg' || format === 'pdf') return { ok: false, reason: 'This file is not a photo: send a JPEG, PNG or WebP.' };
  try {
    const jpeg = format === 'jpeg' || format === 'heif';
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: SHOWN_WIDTH, height: SHOWN_HEIGHT, fit: 'inside', withoutEnlargement: true });
    const out = jpeg ? pipeline.jpeg({ quality: QUALITY.jpeg, mozjpeg: true }) : pipeline.webp({ quality: QUALITY.webp });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, extension: jpeg ? 'jpg' : 'webp', contentType: jpeg ? 'image/jpeg' : 'image/webp', width: info.width, height: info.height };
  } catch {
    return { ok: false, reason: heic ? HEIC_REFUSED : 'This photo could not be read to the end (is it damaged?): send it again, or as a JPEG.' };
  }
}
