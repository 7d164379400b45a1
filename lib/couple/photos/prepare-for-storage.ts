import sharp, { type Metadata } from 'sharp';
import { HEIC_REFUSED, looksLikeHeic, MAX_INPUT_PIXELS, QUALITY, SHOWN_HEIGHT, SHOWN_WIDTH } from './photo-prepare';

// Why a photo already fine is kept byte for byte, and an ICC profile alone does not count: docs/decisions.md, "Photos are prepared wherever they enter".

export type StoragePrepared =
  | { ok: true; bytes: Buffer; changed: boolean; /** Why it was not looked into, when it was not: a video, a GIF… */ untouched?: string }
  | { ok: false; reason: string };

const FORMATS: Record<string, 'jpeg' | 'png' | 'webp'> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' };
const UNTOUCHED: Record<string, string> = { mp4: 'a video', gif: 'a GIF, perhaps animated', svg: 'a drawing (SVG)' };
const NOT_PHOTOS = new Set(['svg', 'pdf']);

const DAMAGED = 'This photo could not be read to the end (is it damaged?): copy it again from the phone or camera, or export it again as a JPEG.';

const extensionOf = (storagePath: string) => /\.([^./]+)$/.exec(storagePath)?.[1]?.toLowerCase() ?? '';

const isPrepared = (meta: Metadata, format: string) =>
  meta.format === format &&
  (meta.orientation ?? 1) === 1 &&
  (meta.width ?? Infinity) <= SHOWN_WIDTH &&
  (meta.height ?? Infinity) <= SHOWN_HEIGHT &&
  !meta.exif &&
  !meta.xmp &&
  !meta.iptc &&
  !meta.tifftagPhotoshop &&
  !meta.comments?.length;

export async function prepareForStorage(bytes: Buffer, storagePath: string): Promise<StoragePrepared> {
  const extension = extensionOf(storagePath);
  const format = FORMATS[extension];
  if (!format) return { ok: true, bytes, changed: false, untouched: UNTOUCHED[extension] ?? `not a JPEG, PNG or WebP photo (.${extension || 'no extension'})` };
  const notPhoto = { ok: false as const, reason: `This file is not a photo, though its name ends in .${extension}: send the photo itself (a JPEG, PNG or WebP).` };
  if (bytes.length === 0) return { ok: false, reason: 'The file is empty: copy the photo again.' };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    return looksLikeHeic(bytes) ? { ok: false, reason: HEIC_REFUSED } : notPhoto;
  }
  if (NOT_PHOTOS.has(meta.format)) return notPhoto;
  if ((meta.pages ?? 1) > 1) return { ok: true, bytes, changed: false, untouched: 'an animation' };
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    return { ok: false, reason: `This photo has ${Math.round(((meta.width ?? 0) * (meta.height ?? 0)) / 1e6)} million pixels, more than this computer will open (${MAX_INPUT_PIXELS / 1e6} million): send a smaller copy.` };
  }
  const image = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
  try {
    if (isPrepared(meta, format)) {
      // Decoded to the end all the same, so a damaged file is not kept for a fine one.
      await image().raw().toBuffer();
      return { ok: true, bytes, changed: false };
    }
    const fitted = image().rotate().resize({ width: SHOWN_WIDTH, height: SHOWN_HEIGHT, fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'jpeg'
        ? fitted.flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY.jpeg, mozjpeg: true })
        : format === 'png'
          ? fitted.png()
          : fitted.webp({ quality: QUALITY.webp });
    return { ok: true, bytes: await encoded.toBuffer(), changed: true };
  } catch {
    return { ok: false, reason: looksLikeHeic(bytes) ? HEIC_REFUSED : DAMAGED };
  }
}
