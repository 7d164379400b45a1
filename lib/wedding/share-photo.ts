import type { GalleryPhoto } from '@/lib/wedding/types';
import { SHARE_IMAGE_MARKER } from './spec-values';
import { IMAGES } from '../site/routes';

export function chooseSharePhoto(gallery: readonly GalleryPhoto[]): { path: string; fromGallery: boolean } {
  const hit = gallery.find(
    (p) => p.storage_path.includes(SHARE_IMAGE_MARKER) || (p.name ?? '').includes(SHARE_IMAGE_MARKER),
  );
  return hit ? { path: hit.storage_path, fromGallery: true } : { path: IMAGES.defaultHero, fromGallery: false };
}

/** A short, stable version of the sharing photo's path (FNV-1a), so preview URLs change with the photo. */
export function shareImageVersion(gallery: readonly GalleryPhoto[]): string {
  let hash = 0x811c9dc5;
  for (const ch of chooseSharePhoto(gallery).path) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
