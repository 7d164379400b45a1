import 'server-only';
import { LRUCache } from 'lru-cache';
import { processSingleton } from '@/lib/server/process-singleton';
import { UNKNOWN_LINKS } from '@/lib/wedding/limits';
import { GUEST_UPLOADS } from '@/lib/wedding/guest-uploads';

const counts = () => processSingleton('upload-limit', () => new LRUCache<string, number>({ max: UNKNOWN_LINKS.clients, ttl: 60_000 }));

/** Counts one upload request from the client; the seconds it must wait when past its minute's allowance, else 0. */
export function uploadWait(client: string | null): number {
  if (!client) return 0;
  const spent = counts().get(client) ?? 0;
  if (spent >= GUEST_UPLOADS.perClientPerMinute) return Math.max(1, Math.ceil(counts().getRemainingTTL(client) / 1000));
  counts().set(client, spent + 1, { noUpdateTTL: true });
  return 0;
}
