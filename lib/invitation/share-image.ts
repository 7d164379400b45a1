import 'server-only';
import sharp from 'sharp';
import { getDataSource } from '@/lib/data';
import { IMAGES } from '@/lib/site/routes';
import { MAX_INPUT_PIXELS } from '@/lib/wedding/limits';
import { chooseSharePhoto } from '@/lib/wedding/share-photo';
import { getWeddingContent } from './wedding-content';

export const SHARE_IMAGE = { width: 1200, height: 630, maxBytes: 300 * 1024 } as const;
export const ICON_SIZES = { icon: 192, 'icon-512': 512 } as const;

export type ShareImageKind = 'share' | keyof typeof ICON_SIZES;
type Kind = ShareImageKind;
export interface ShareImage {
  bytes: Uint8Array;
  real: boolean;
}
export const FALLBACK_IMAGE_MAX_AGE_SECONDS = 60;

const rendered = new Map<string, Promise<Uint8Array>>();
const standIns = new Map<Kind, Promise<Uint8Array>>();

async function render(bytes: Uint8Array, kind: Kind): Promise<Uint8Array> {
  if (kind !== 'share') {
    const size = ICON_SIZES[kind];
    return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(size, size, { fit: 'cover', position: 'attention' }).png().toBuffer();
  }
  for (const quality of [82, 74, 66, 58, 50]) {
    const jpeg = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#fbf7f1' })
      .jpeg({ quality, mozjpeg: true, progressive: false })
      .toBuffer();
    if (jpeg.byteLength <= SHARE_IMAGE.maxBytes) return jpeg;
  }
  throw new Error('Could not fit the sharing image in its size budget');
}

export async function getShareImage(kind: Kind): Promise<ShareImage> {
  const source = getDataSource();
  const { path } = chooseSharePhoto((await getWeddingContent(source)).gallery);
  const key = `${kind}:${path}`;
  let image = rendered.get(key);
  if (!image) {
    image = source.readPhoto(path).then((bytes) => render(bytes, kind));
    rendered.set(key, image);
    image.catch(() => rendered.delete(key));
  }
  try {
    return { bytes: await image, real: true };
  } catch (e) {
    console.warn(`Sharing image: could not read ${path}, using the default hero:`, e instanceof Error ? e.message : e);
    // The default hero never changes, so its render is kept; the photo is tried again next time.
    let stand = standIns.get(kind);
    if (!stand) {
      stand = source.readPhoto(IMAGES.defaultHero).then((bytes) => render(bytes, kind));
      standIns.set(kind, stand);
      stand.catch(() => standIns.delete(kind));
    }
    return { bytes: await stand, real: false };
  }
}
