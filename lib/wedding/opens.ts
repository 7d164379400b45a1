import { isCrawler, MAX_USER_AGENT_LENGTH } from './crawlers';
import { isWellFormedGuestId } from './guest-id';

// Only the page's beacon, sent by a browser after showing it, counts as an open.

export interface HeaderSource {
  get(name: string): string | null;
}

const BROWSER_UA = /^Mozilla\/\d/;

export function isCountableOpen(method: string, headers: HeaderSource): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  const userAgent = headers.get('user-agent');
  if (!userAgent || userAgent.length > MAX_USER_AGENT_LENGTH || !BROWSER_UA.test(userAgent) || isCrawler(userAgent)) return false;
  const purpose = `${headers.get('purpose') ?? ''} ${headers.get('sec-purpose') ?? ''}`.slice(0, 256);
  if (/prefetch|prerender/i.test(purpose) || headers.get('next-router-prefetch') !== null) return false;
  const site = headers.get('sec-fetch-site');
  return site === null || site === 'same-origin';
}

export interface BeaconClaim {
  guest: string;
  token: string;
}

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
