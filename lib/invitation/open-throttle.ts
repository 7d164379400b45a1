import 'server-only';

/**
 * Keeps recording cheap: one write per guest per window, and a ceiling on writes per minute
 * in all (made-up ids would otherwise each cost a backend call). In memory, per server process.
 */
export class OpenThrottle {
  private readonly lastWrite = new Map<string, number>();
  private minuteStart = 0;
  private inMinute = 0;

  constructor(
    private readonly windowMs: number,
    private readonly maxPerMinute: number,
    private readonly maxRemembered: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when this guest's open should be written now; it is then remembered. */
  take(guestId: string): boolean {
    const now = this.now();
    const last = this.lastWrite.get(guestId);
    if (last !== undefined && now - last < this.windowMs) return false;
    if (now - this.minuteStart >= 60_000) {
      this.minuteStart = now;
      this.inMinute = 0;
    }
    if (this.inMinute >= this.maxPerMinute) return false;
    this.inMinute += 1;
    // Re-inserting keeps the map in order of last write, so the first key is the oldest.
    this.lastWrite.delete(guestId);
    this.lastWrite.set(guestId, now);
    while (this.lastWrite.size > this.maxRemembered) this.lastWrite.delete(this.lastWrite.keys().next().value as string);
    return true;
  }
}
