import sharp from 'sharp';
import { loadDemoFiles } from '../../tests/stand-in/demo-data';
import type { FileInput } from '../../tests/stand-in/server';

/** The demo's hero and venue photos, stored as a camera would give them: 4000×3000 and a few MB. */
export const LARGE_PHOTOS = ['gallery/hero-couple.jpg', 'gallery/venue.jpg'];

/** The demo bucket with its hero and venue photos camera-sized, for the stand-in to start with (nothing read the small ones first). */
export async function bucketWithLargePhotos(): Promise<Record<string, FileInput>> {
  const files: Record<string, FileInput> = Object.fromEntries([...loadDemoFiles()].map(([path, file]) => [path, { bytes: file.bytes, contentType: file.contentType }]));
  // Grain like a real photo's, so the file weighs what a camera's does (an upscale alone compresses too well).
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  for (const path of LARGE_PHOTOS) {
    const original = files[path];
    if (!original || typeof original !== 'object' || !('bytes' in original)) throw new Error(`The demo has no ${path}`);
    const big = await sharp(Buffer.from(original.bytes))
      .resize(4000, 3000, { fit: 'cover' })
      .composite([{ input: grain, blend: 'soft-light' }])
      .jpeg({ quality: 92 })
      .toBuffer();
    files[path] = { bytes: big, contentType: 'image/jpeg' };
  }
  return files;
}
