import { isCrawler, MAX_USER_AGENT_LENGTH } from './crawlers';
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
  // No browser sends a user agent this long: refused before any pattern reads it.
  if (!userAgent || userAgent.length > MAX_USER_AGENT_LENGTH || !BROWSER_UA.test(userAgent) || isCrawler(userAgent)) return false;
  // Purpose (older Chromium), Sec-Purpose (prefetch and prerender), Next's own router prefetch.
  const purpose = `${headers.get('purpose') ?? ''} ${headers.get('sec-purpose') ?? ''}`.slice(0, 256);
  if (/prefetch|prerender/i.test(purpose) || headers.get('next-router-prefetch') !== null) return false;
  // Browsers say where a request comes from: our own page, or (absent) an older browser.
  const site = headers.get('sec-fetch-site');
  return site === null || site === 'same-origin';
}

/** What a beacon's body claims: a guest id and the token the page carried for it. */
export interface BeaconClaim {
  guest: string;
  token: string;
}

/** The claim in a beacon's body (`{"guest":"<uuid>","token":"…"}`), the id in lower case; null for anything else. */
export function beaconClaim(body: string): BeaconClaim | null {
  try {
    const value: unknown = JSON.parse(body);
    const { guest, token } = value && typeof value === 'object' ? (value as { guest?: unknown; token?: unknown }) : {};
    return typeof guest === 'string' && isWellFormedGuestId(guest) && typeof token === 'string' && /^[\w-]{1,64}$/.test(token)
      ? { guest: guest.toLowerCase(), token }
      : null;
  } catch {
    return null;
  }
}
