import 'server-only';
import { LRUCache } from 'lru-cache';
import { getConfig } from '@/lib/server/config';
import { processSingleton } from '@/lib/server/process-singleton';
import { UNKNOWN_LINKS } from '@/lib/wedding/limits';
import { clientKey, forwardedEntry } from './client-address';

const state = () =>
  processSingleton('link-limit', () => ({
    misses: new LRUCache<string, number>({ max: UNKNOWN_LINKS.clients, ttl: 60_000 }),
    found: new LRUCache<string, true>({ max: UNKNOWN_LINKS.remembered, ttl: 60 * 60_000 }),
  }));

/** The client a request counts for: Vercel's own header there, else the connection Next appended, or the client a proxy of the couple's saw. */
export function clientOf(headers: Headers): string | null {
  const { onVercel, proxyHops = 0 } = getConfig();
  return clientKey(onVercel ? headers.get('x-real-ip') : forwardedEntry(headers.get('x-forwarded-for'), proxyHops));
}

export function retryAfterSeconds(client: string | null, id: string): number {
  if (!client || state().found.has(id.toLowerCase())) return 0;
  const misses = state().misses;
  return (misses.get(client) ?? 0) >= UNKNOWN_LINKS.perClientPerMinute ? Math.max(1, Math.ceil(misses.getRemainingTTL(client) / 1000)) : 0;
}

export function noteLookup(client: string | null, id: string, found: boolean): void {
  if (found) state().found.set(id.toLowerCase(), true);
  else if (client) state().misses.set(client, (state().misses.get(client) ?? 0) + 1, { noUpdateTTL: true });
}
