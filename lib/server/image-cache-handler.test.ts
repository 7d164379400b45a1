import path from 'node:path';

/** The handler is plain JavaScript loaded by Next at run time; its shape is Next's cacheHandler API. */
interface Handler {
  get(key: string, ctx: { kind: string }): Promise<{ value: { buffer: Buffer }; lastModified: number } | null>;
  set(key: string, data: unknown, ctx: { kind: string }): Promise<void>;
  readonly size: number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ImageMemoryCache = require(path.join(__dirname, 'image-cache-handler.cjs')) as new (o?: { maxBytes?: number }) => Handler;

const image = (bytes: number) => ({ kind: 'IMAGE', buffer: Buffer.alloc(bytes), etag: 'e', extension: 'webp', revalidate: 60 });
const IMAGE = { kind: 'IMAGE' };

describe('the resized-image cache', () => {
  it('answers a repeated resize from memory', async () => {
    const cache = new ImageMemoryCache({ maxBytes: 1000 });
    await cache.set('venue-640', image(100), IMAGE);
    const hit = await cache.get('venue-640', IMAGE);
    expect(hit?.value.buffer.byteLength).toBe(100);
    expect(hit?.lastModified).toBeLessThanOrEqual(Date.now());
  });

  it('stays within its byte budget, dropping the least recently used first', async () => {
    const cache = new ImageMemoryCache({ maxBytes: 300 });
    await cache.set('a', image(100), IMAGE);
    await cache.set('b', image(100), IMAGE);
    await cache.set('c', image(100), IMAGE);
    await cache.get('a', IMAGE); // a is used again: b is now the oldest
    await cache.set('d', image(100), IMAGE);
    expect(cache.size).toBeLessThanOrEqual(300);
    expect(await cache.get('b', IMAGE)).toBeNull();
    for (const kept of ['a', 'c', 'd']) expect(await cache.get(kept, IMAGE)).not.toBeNull();
  });

  it('never keeps an image larger than the whole budget, nor anything but images', async () => {
    const cache = new ImageMemoryCache({ maxBytes: 300 });
    await cache.set('huge', image(301), IMAGE);
    await cache.set('page', { kind: 'APP_PAGE', html: 'x' }, { kind: 'APP_PAGE' });
    expect(await cache.get('huge', IMAGE)).toBeNull();
    expect(await cache.get('page', { kind: 'APP_PAGE' })).toBeNull();
    expect(cache.size).toBe(0);
  });
});
