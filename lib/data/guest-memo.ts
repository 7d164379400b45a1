import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Guest } from '@/lib/wedding/types';
import type { DataSource } from './source';

const HOLD_MS = 5_000;
const MAX_HELD = 1_000;

export function withGuestMemo(source: DataSource, holdMs = HOLD_MS): DataSource {
  // Date's clock, not performance's: the one a test's fake timers move.
  const held = new LRUCache<string, Promise<Guest | null>>({ max: MAX_HELD, ttl: holdMs, perf: Date });
  return {
    ...source,
    getGuest(id) {
      const answer = held.get(id);
      if (answer) {
        held.delete(id);
        return answer;
      }
      const fresh = source.getGuest(id);
      const drop = () => held.peek(id) === fresh && held.delete(id);
      held.set(id, fresh);
      fresh.then((guest) => guest ?? drop(), drop);
      return fresh;
    },
  };
}
