import type { GalleryPhoto, GuestPhoto } from '@/lib/wedding/types';
import { GUEST_PHOTOS_SHOWN } from './spec-values';

export function pickRandom<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

export const galleryAsGuestPhoto = (p: GalleryPhoto): GuestPhoto => ({
  id: p.id,
  url: p.url,
  photo_url: p.photo_url,
  alt_text: p.alt_text,
});

export function chooseGuestPhotos(
  own: readonly GuestPhoto[],
  gallery: readonly GalleryPhoto[],
  random: () => number = Math.random,
): GuestPhoto[] {
  if (own.length >= GUEST_PHOTOS_SHOWN) return pickRandom(own, GUEST_PHOTOS_SHOWN, random);
  const taken = new Set(own.map((p) => p.url));
  const fill = gallery
    .map(galleryAsGuestPhoto)
    .filter((p) => !taken.has(p.url))
    .slice(0, GUEST_PHOTOS_SHOWN - own.length);
  return [...own, ...fill];
}
