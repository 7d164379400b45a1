import 'server-only';
import sharp from 'sharp';
import { getDataSource } from '@/lib/data';
import { IMAGES } from '@/lib/wedding/constants';
import { chooseSharePhoto } from '@/lib/wedding/share-photo';
import { getWeddingContent } from './wedding-content';

export const SHARE_IMAGE = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const;
/** The page icon, and the larger one an installed invitation needs. */
export const ICON_SIZES = { icon: 192, 'icon-512': 512 } as const;

export type ShareImageKind = 'share' | keyof typeof ICON_SIZES;
type Kind = ShareImageKind;
const rendered = new Map<string, Promise<Uint8Array>>();


async function render(bytes: Uint8Array, kind: Kind): Promise<Uint8Array> {
  if (kind !== 'share') {
    const size = ICON_SIZES[kind];
    return sharp(bytes).rotate().resize(size, size, { fit: 'cover', position: 'attention' }).png().toBuffer();
  }
  // Step the quality down until the JPEG fits the size messaging apps accept everywhere.
  for (const quality of [82, 74, 66, 58, 50]) {
    const jpeg = await sharp(bytes)
      .rotate()
      .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#fbf7f1' })
      .jpeg({ quality, mozjpeg: true, progressive: false })
      .toBuffer();
    if (jpeg.byteLength <= SHARE_IMAGE.maxBytes) return jpeg;
  }
  throw new Error('Could not fit the sharing image in its size budget');
}

/**
 * The sharing image (1200×630 JPEG) or the page icon, made once per photo and kept in memory.
 * A photo that cannot be read gives way to the default hero image.
 */
export async function getShareImage(kind: Kind): Promise<Uint8Array> {
  const source = getDataSource();
  const { path } = chooseSharePhoto((await getWeddingContent(source)).gallery);
  const key = `${kind}:${path}`;
  let image = rendered.get(key);
  if (!image) {
    image = source
      .readPhoto(path)
      .catch((e: unknown) => {
        console.warn(`Sharing image: could not read ${path}, using the default hero:`, e instanceof Error ? e.message : e);
        return source.readPhoto(IMAGES.defaultHero);
      })
      .then((bytes) => render(bytes, kind));
    rendered.set(key, image);
    // A failure is not remembered: the next request tries again.
    image.catch(() => rendered.delete(key));
  }
  return image;
}
