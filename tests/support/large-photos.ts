import sharp from 'sharp';
import { loadDemoFiles } from '../stand-in/demo-data';
import type { FileInput } from '../stand-in/server';

/** The demo's hero and venue photos, stored as a camera would give them: 4000×3000 and a few MB. */
export const LARGE_PHOTOS = ['gallery/hero-couple.jpg', 'gallery/venue.jpg'];

/** Grain at 4000 and at 1000 px, so the photo keeps a camera's detail when resized (fine grain alone averages out). */
const grain = async (width: number, height: number, sigma: number) => {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma } } }).png().toBuffer();
  return width === 4000 ? noise : sharp(noise).resize(4000, 3000).png().toBuffer();
};

let layers: Promise<Buffer[]> | undefined;

/** A photo as a camera stores it: 4000×3000 with a camera's grain, a few MB. */
export async function cameraSized(bytes: Buffer, format: 'jpeg' | 'webp' = 'jpeg'): Promise<Buffer> {
  layers ??= Promise.all([grain(1000, 750, 45), grain(4000, 3000, 40)]);
  return sharp(bytes)
    .resize(4000, 3000, { fit: 'cover' })
    .composite((await layers).map((input) => ({ input, blend: 'soft-light' as const })))
    .toFormat(format, { quality: 92 })
    .toBuffer();
}

/**
 * The demo bucket with camera-sized hero and venue photos (the hero 1600 px wide: about 390 KB of WebP), for the stand-in
 * to start with; `every`: every JPEG and WebP photo in it so (story, gallery and guests' own photos too).
 */
export async function bucketWithLargePhotos({ every = false } = {}): Promise<Record<string, FileInput>> {
  const files: Record<string, FileInput> = Object.fromEntries([...loadDemoFiles()].map(([path, file]) => [path, { bytes: file.bytes, contentType: file.contentType }]));
  for (const path of every ? Object.keys(files).filter((p) => /\.(jpe?g|webp)$/i.test(p)) : LARGE_PHOTOS) {
    const original = files[path];
    if (!original || typeof original !== 'object' || !('bytes' in original)) throw new Error(`The demo has no ${path}`);
    const webp = path.toLowerCase().endsWith('.webp');
    files[path] = { bytes: await cameraSized(Buffer.from(original.bytes), webp ? 'webp' : 'jpeg'), contentType: webp ? 'image/webp' : 'image/jpeg' };
  }
  return files;
}
