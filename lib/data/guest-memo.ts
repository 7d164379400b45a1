import 'server-only';
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
  const held = new Map<string, Promise<Guest | null>>();
  return {
    ...source,
    getGuest(id) {
      const answer = held.get(id);
      if (answer) {
        held.delete(id);
        return answer;
      }
      if (held.size >= MAX_HELD) held.clear();
      const fresh = source.getGuest(id);
      const drop = () => held.get(id) === fresh && held.delete(id);
      held.set(id, fresh);
      fresh.then((guest) => guest ?? drop(), drop);
      setTimeout(drop, holdMs).unref?.();
      return fresh;
    },
  };
}
