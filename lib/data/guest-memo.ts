import 'server-only';
import { LRUCache } from 'lru-cache';
import type { Guest } from '@/lib/wedding/types';
import type { DataSource } from './source';

const HOLD_MS = 5_000;
const MAX_HELD = 1_000;

/**
 * One guest lookup per request, although two parts ask: the proxy (to answer an unknown
 * guest with a real 404 page) and the page (to greet the guest). The second ask takes the
 * first one's answer and drops it; an answer nobody takes is dropped after a few seconds.
 * Only found guests are held: for anyone else the proxy answers 404 and no page asks.
 */
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
