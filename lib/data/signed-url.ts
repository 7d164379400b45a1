import 'server-only';
import type { GalleryPhoto, TimelineEntry } from '@/lib/wedding/types';

/**
 * When a Storage signed URL stops working: its token is a JWT whose `exp` says so. Read from the
 * link itself, so every cache agrees with Storage to the second. Null for links that never
 * expire (site paths, local media, public links) or that cannot be read.
 */
export function signedUrlExpiry(url: string | null | undefined): number | null {
  if (!url || !/\/sign\//.test(url)) return null;
  try {
    const token = new URL(url, 'http://site.invalid').searchParams.get('token');
    const payload = token?.split('.')[1];
    if (!payload) return null;
    const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** The first of these links to expire (ms since the epoch), or null when none expires. */
export function earliestExpiry(urls: Iterable<string | null | undefined>): number | null {
  let first: number | null = null;
  for (const url of urls) {
    const at = signedUrlExpiry(url);
    if (at !== null && (first === null || at < first)) first = at;
  }
  return first;
}

/** When the first signed link of the shared content expires (hero, venue photo, story and gallery); null when none does. */
export const contentLinksExpireAt = (c: { hero: string; venuePhoto: string; timeline: TimelineEntry[]; gallery: GalleryPhoto[] }) =>
  earliestExpiry([c.hero, c.venuePhoto, ...c.timeline.map((e) => e.photo), ...c.gallery.map((g) => g.url)]);
