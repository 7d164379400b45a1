import 'server-only';
import { LRUCache } from 'lru-cache';

export class OpenThrottle {
  private readonly lastWrite: LRUCache<string, number>;
  private minuteStart = 0;
  private inMinute = 0;

  constructor(
    private readonly windowMs: number,
    private readonly maxPerMinute: number,
    maxRemembered: number,
    private readonly now: () => number = Date.now,
  ) {
    this.lastWrite = new LRUCache({ max: maxRemembered });
  }

  take(guestId: string): boolean {
    const now = this.now();
    const last = this.lastWrite.peek(guestId);
    if (last !== undefined && now - last < this.windowMs) return false;
    if (now - this.minuteStart >= 60_000) {
      this.minuteStart = now;
      this.inMinute = 0;
    }
    if (this.inMinute >= this.maxPerMinute) return false;
    this.inMinute += 1;
    this.lastWrite.set(guestId, now);
    return true;
  }
}
