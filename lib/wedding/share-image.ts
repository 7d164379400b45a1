import type { GalleryPhoto } from '@/lib/data/types';
import { IMAGES, SHARE_IMAGE_MARKER } from './constants';

/** Spec §2: the photo whose path or name contains 'hero-couple', else the default hero image. */
export function chooseSharePhoto(gallery: readonly GalleryPhoto[]): { path: string; fromGallery: boolean } {
  const hit = gallery.find(
    (p) => p.storage_path.includes(SHARE_IMAGE_MARKER) || (p.name ?? '').includes(SHARE_IMAGE_MARKER),
  );
  return hit ? { path: hit.storage_path, fromGallery: true } : { path: IMAGES.defaultHero, fromGallery: false };
}
