import 'server-only';
import { LRUCache } from 'lru-cache';
import { signedUrlExpiry } from './signed-url';

/** A link is kept for whom it was signed: a guest's own never serves shared content or another guest (decisions.md). */
export interface SignedKey {
  path: string;
  /** The transform it was signed with ('o' for none). */
  variant: string;
  /** The guest whose x-guest-id signed it; null for shared content. */
  guest: string | null;
}

const keyOf = ({ path, variant, guest }: SignedKey) => JSON.stringify([guest, variant, path]);

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

  get(key: SignedKey): string | undefined {
    return this.entries.get(keyOf(key));
  }

  set(key: SignedKey, url: string, validForMs: number): void {
    const now = this.now();
    const usableFor = (signedUrlExpiry(url) ?? now + validForMs) - now - this.marginMs;
    if (usableFor > 0) this.entries.set(keyOf(key), url, { ttl: usableFor });
    else this.entries.delete(keyOf(key));
  }
}
