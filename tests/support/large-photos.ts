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

/** The demo bucket with camera-sized hero and venue photos (the hero 1600 px wide: about 390 KB of WebP), for the stand-in to start with. */
export async function bucketWithLargePhotos(): Promise<Record<string, FileInput>> {
  const files: Record<string, FileInput> = Object.fromEntries([...loadDemoFiles()].map(([path, file]) => [path, { bytes: file.bytes, contentType: file.contentType }]));
  const layers = await Promise.all([grain(1000, 750, 45), grain(4000, 3000, 40)]);
  for (const path of LARGE_PHOTOS) {
    const original = files[path];
    if (!original || typeof original !== 'object' || !('bytes' in original)) throw new Error(`The demo has no ${path}`);
    const big = await sharp(Buffer.from(original.bytes))
      .resize(4000, 3000, { fit: 'cover' })
      .composite(layers.map((input) => ({ input, blend: 'soft-light' as const })))
      .jpeg({ quality: 92 })
      .toBuffer();
    files[path] = { bytes: big, contentType: 'image/jpeg' };
  }
  return files;
}
