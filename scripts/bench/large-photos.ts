import sharp from 'sharp';
import type { StandIn } from '../../tests/stand-in/server';

/** The demo's hero and venue photos, stored as a camera would give them: 4000×3000 and a few MB. */
export const LARGE_PHOTOS = ['gallery/hero-couple.jpg', 'gallery/venue.jpg'];

export async function storeLargePhotos(standIn: StandIn): Promise<void> {
  // Grain like a real photo's, so the file weighs what a camera's does (an upscale alone compresses too well).
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .png()
    .toBuffer();
  for (const path of LARGE_PHOTOS) {
    const original = standIn.fileBytes(path);
    if (!original) throw new Error(`The stand-in has no ${path}`);
    const big = await sharp(original)
      .resize(4000, 3000, { fit: 'cover' })
      .composite([{ input: grain, blend: 'soft-light' }])
      .jpeg({ quality: 92 })
      .toBuffer();
    standIn.setFile(path, big);
  }
}
