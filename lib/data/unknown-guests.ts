import 'server-only';
import { LRUCache } from 'lru-cache';
import { processSingleton } from '@/lib/server/process-singleton';
import { UNKNOWN_LINKS } from '@/lib/wedding/limits';
import type { DataSource } from './source';

const unknownIds = () => processSingleton('unknown-guest-ids', () => new LRUCache<string, true>({ max: UNKNOWN_LINKS.remembered, ttl: UNKNOWN_LINKS.rememberMs }));

export function withUnknownGuestMemory(source: DataSource): DataSource {
  return {
    ...source,
    async getGuest(id) {
      const key = id.toLowerCase();
      if (unknownIds().has(key)) return null;
      const guest = await source.getGuest(id);
      if (guest === null) unknownIds().set(key, true);
      return guest;
    },
  };
}

export const forgetUnknownGuests = () => unknownIds().clear();
