import 'server-only';
import { signedUrlExpiry } from './signed-url';

/** Keeps signed URLs in memory and hands them out again while they stay valid long enough. */
export class SignedUrlCache {
  private readonly entries = new Map<string, { url: string; expiresAt: number }>();

  constructor(
    private readonly marginMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): string | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt - this.now() < this.marginMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.url;
  }

  /** Remembers a URL until its token's expiry (or `validForMs` from now when it carries none). */
  set(key: string, url: string, validForMs: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { url, expiresAt: signedUrlExpiry(url) ?? this.now() + validForMs });
  }
}
