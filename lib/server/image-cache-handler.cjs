// Next's cache handler (next.config.ts `cacheHandler`), loaded by the server at run time as plain
// JavaScript. It keeps optimised images (/_next/image) in memory, least recently used out first,
// within a byte budget, so the same resize is never encoded twice; it writes nothing to disk
// (serverless file systems are read-only). Every page of this site is dynamic: nothing else is kept.
'use strict';

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
// One store per process, whichever bundle loads this file.
const SLOT = Symbol.for('wedding-invitation.image-cache');

class ImageMemoryCache {
  constructor(options = {}) {
    this.maxBytes = options.maxBytes ?? (Number(process.env.IMAGE_CACHE_MAX_BYTES) || DEFAULT_MAX_BYTES);
    globalThis[SLOT] ??= { entries: new Map(), bytes: 0 };
    this.store = options.maxBytes ? { entries: new Map(), bytes: 0 } : globalThis[SLOT];
  }

  async get(key, ctx) {
    if (ctx?.kind !== 'IMAGE') return null;
    const entry = this.store.entries.get(key);
    if (!entry) return null;
    // A Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.store.entries.delete(key);
    this.store.entries.set(key, entry);
    return entry;
  }

  async set(key, data, ctx) {
    if (ctx?.kind !== 'IMAGE' || data?.kind !== 'IMAGE' || !data.buffer) return;
    const size = data.buffer.byteLength;
    this.forget(key);
    if (size > this.maxBytes) return;
    this.store.entries.set(key, { value: data, lastModified: Date.now(), size });
    this.store.bytes += size;
    for (const oldest of this.store.entries.keys()) {
      if (this.store.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
  }

  forget(key) {
    const entry = this.store.entries.get(key);
    if (!entry) return;
    this.store.entries.delete(key);
    this.store.bytes -= entry.size;
  }

  /** Bytes held now (for tests and the benchmark). */
  get size() {
    return this.store.bytes;
  }

  async revalidateTag() {}

  resetRequestCache() {}
}

module.exports = ImageMemoryCache;
module.exports.default = ImageMemoryCache;
