import 'server-only';
import type { GalleryPhoto, TimelineEntry } from '@/lib/wedding/types';

/** What a signed link's token says (unverified: Storage checks it), or null for a link that carries none. */
export function signedUrlClaims(url: string | null | undefined): { exp?: unknown; transformations?: unknown } | null {
  if (!url || !/\/sign\//.test(url)) return null;
  try {
    const payload = new URL(url, 'http://site.invalid').searchParams.get('token')?.split('.')[1];
    return payload ? (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown; transformations?: unknown }) : null;
  } catch {
    return null;
  }
}

// Read from the token's `exp`, so every cache agrees with Storage to the second.
export function signedUrlExpiry(url: string | null | undefined): number | null {
  const exp = signedUrlClaims(url)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

export function earliestExpiry(urls: Iterable<string | null | undefined>): number | null {
  let first: number | null = null;
  for (const url of urls) {
    const at = signedUrlExpiry(url);
    if (at !== null && (first === null || at < first)) first = at;
  }
  return first;
}

export const contentLinksExpireAt = (c: { hero: string; venuePhoto: string; timeline: TimelineEntry[]; gallery: GalleryPhoto[]; dayPhotos: string[] }) =>
  earliestExpiry([c.hero, c.venuePhoto, ...c.timeline.map((e) => e.photo), ...c.gallery.map((g) => g.url), ...c.dayPhotos]);
