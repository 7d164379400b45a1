import 'server-only';
import { LRUCache } from 'lru-cache';
import { signedUrlExpiry } from './signed-url';

export class SignedUrlCache {
  private readonly entries: LRUCache<string, string>;

  constructor(
    private readonly marginMs: number,
    maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {
    // ttlResolution 0: every read asks the clock, so a link is never served a moment past its margin.
    this.entries = new LRUCache({ max: maxEntries, perf: { now }, ttlResolution: 0 });
  }

  get(key: string): string | undefined {
    return this.entries.get(key);
  }

  set(key: string, url: string, validForMs: number): void {
    const now = this.now();
    const usableFor = (signedUrlExpiry(url) ?? now + validForMs) - now - this.marginMs;
    if (usableFor > 0) this.entries.set(key, url, { ttl: usableFor });
    else this.entries.delete(key);
  }
}
