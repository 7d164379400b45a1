import 'server-only';
import sharp from 'sharp';

/** A desk list's thumbnail: upright, inside the box, a small WebP; null for what is not a readable image. */
export const smallCopy = (bytes: Buffer, width: number, height: number): Promise<Buffer | null> =>
  sharp(bytes, { limitInputPixels: 50_000_000 }).rotate().resize({ width, height, fit: 'inside' }).webp({ quality: 70 }).toBuffer().catch(() => null);
