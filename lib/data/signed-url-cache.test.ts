import { SignedUrlCache, type SignedKey } from './signed-url-cache';

const MINUTE = 60_000;
const START = Date.UTC(2026, 5, 20, 12);
const signedLink = (expiresAt: number) =>
  `https://x.supabase.co/storage/v1/object/sign/wedding-photos/gallery/venue.jpg?token=h.${Buffer.from(JSON.stringify({ exp: expiresAt / 1000 })).toString('base64url')}.s`;

const shared = (path: string): SignedKey => ({ path, variant: 'o', guest: null });

function clock() {
  let t = START;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('the signed-link cache', () => {
  it('hands a link out again until its margin before expiry, never after', () => {
    const c = clock();
    const cache = new SignedUrlCache(15 * MINUTE, 10, c.now);
    const link = signedLink(START + 60 * MINUTE);
    cache.set(shared('venue'), link, 60 * MINUTE);
    c.advance(45 * MINUTE);
    expect(cache.get(shared('venue'))).toBe(link);
    c.advance(1);
    expect(cache.get(shared('venue'))).toBeUndefined();
  });

  it('never keeps a link already inside its margin', () => {
    const c = clock();
    const cache = new SignedUrlCache(15 * MINUTE, 10, c.now);
    cache.set(shared('venue'), signedLink(START + 10 * MINUTE), 60 * MINUTE);
    expect(cache.get(shared('venue'))).toBeUndefined();
  });

  it('holds at most so many links, the least recently used dropped first', () => {
    const c = clock();
    const cache = new SignedUrlCache(15 * MINUTE, 2, c.now);
    for (const key of ['a', 'b']) cache.set(shared(key), signedLink(START + 60 * MINUTE), 60 * MINUTE);
    cache.get(shared('a'));
    cache.set(shared('c'), signedLink(START + 60 * MINUTE), 60 * MINUTE);
    expect(['a', 'b', 'c'].map((key) => cache.get(shared(key)) !== undefined)).toEqual([true, false, true]);
  });

  it("keeps a guest's link for that guest only: never for shared content nor another guest", () => {
    const c = clock();
    const cache = new SignedUrlCache(15 * MINUTE, 10, c.now);
    const path = 'guest-photos/ana/1.jpg';
    const link = signedLink(START + 60 * MINUTE);
    cache.set({ path, variant: 'o', guest: 'guest-a' }, link, 60 * MINUTE);
    expect(cache.get({ path, variant: 'o', guest: 'guest-a' })).toBe(link);
    expect(cache.get({ path, variant: 'o', guest: null })).toBeUndefined();
    expect(cache.get({ path, variant: 'o', guest: 'guest-b' })).toBeUndefined();
    expect(cache.get({ path, variant: 'cover1200x1200', guest: 'guest-a' })).toBeUndefined();
  });
});
