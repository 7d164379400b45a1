import { isCrawler } from './crawlers';
import { isWellFormedGuestId } from './guest-id';

/**
 * Which requests count as a guest opening their invitation. Only the page's beacon, sent by a
 * browser after the page was shown, ever can: link previews, prefetches, mail scanners and
 * scripts that fetch the link never run it, and if one does, its headers give it away.
 */

/** The request's headers, as `Headers` answers them. */
export interface HeaderSource {
  get(name: string): string | null;
}

/** Every browser's user agent starts with this; curl, wget and HTTP libraries' do not. */
const BROWSER_UA = /^Mozilla\/\d/;

export function isCountableOpen(method: string, headers: HeaderSource): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  const userAgent = headers.get('user-agent');
  if (!userAgent || !BROWSER_UA.test(userAgent) || isCrawler(userAgent)) return false;
  // Purpose (older Chromium), Sec-Purpose (prefetch and prerender), Next's own router prefetch.
  const purpose = `${headers.get('purpose') ?? ''} ${headers.get('sec-purpose') ?? ''}`;
  if (/prefetch|prerender/i.test(purpose) || headers.get('next-router-prefetch') !== null) return false;
  // Browsers say where a request comes from: our own page, or (absent) an older browser.
  const site = headers.get('sec-fetch-site');
  return site === null || site === 'same-origin';
}

/** The guest id in a beacon's body (`{"guest":"<uuid>"}`), or null for anything else. */
export function beaconGuestId(body: string): string | null {
  try {
    const value: unknown = JSON.parse(body);
    const guest = value && typeof value === 'object' ? (value as { guest?: unknown }).guest : undefined;
    return typeof guest === 'string' && isWellFormedGuestId(guest) ? guest.toLowerCase() : null;
  } catch {
    return null;
  }
}
