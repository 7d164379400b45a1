import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** A real, tiny photo for a path (its colour drawn from the path, so two paths differ), in the format its extension names. */
export async function tinyPhoto(path: string, seed = ''): Promise<Buffer> {
  const ext = path.split('.').pop()?.toLowerCase() ?? '';
  if (!['jpg', 'jpeg', 'png', 'webp', 'gif'].includes(ext)) return Buffer.from(`bytes of ${path}`);
  const [r, g, b] = createHash('md5').update(`${seed}${path}`).digest();
  const image = sharp({ create: { width: 8, height: 6, channels: 3, background: { r: r ?? 0, g: g ?? 0, b: b ?? 0 } } });
  if (ext === 'png') return image.png().toBuffer();
  if (ext === 'webp') return image.webp().toBuffer();
  if (ext === 'gif') return image.gif().toBuffer();
  return image.jpeg().toBuffer();
}
