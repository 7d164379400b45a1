// Optimised images only, in memory within a byte budget, never on disk: serverless file systems are read-only.
'use strict';

const { LRUCache } = require('lru-cache');

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const SLOT = Symbol.for('wedding-invitation.image-cache');

const store = (maxBytes) => new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.size });

class ImageMemoryCache {
  constructor(options = {}) {
    const fromEnv = Math.floor(Number(process.env.IMAGE_CACHE_MAX_BYTES));
    const maxBytes = options.maxBytes ?? (fromEnv > 0 ? fromEnv : DEFAULT_MAX_BYTES);
    this.store = options.maxBytes ? store(maxBytes) : (globalThis[SLOT] ??= store(maxBytes));
  }

  async get(key, ctx) {
    if (ctx?.kind !== 'IMAGE') return null;
    return this.store.get(key) ?? null;
  }

  async set(key, data, ctx) {
    if (ctx?.kind !== 'IMAGE' || data?.kind !== 'IMAGE' || !data.buffer) return;
    this.store.set(key, { value: data, lastModified: Date.now(), size: Math.max(1, data.buffer.byteLength) });
  }

  get size() {
    return this.store.calculatedSize;
  }

  async revalidateTag() {}

  resetRequestCache() {}
}

module.exports = ImageMemoryCache;
module.exports.default = ImageMemoryCache;
