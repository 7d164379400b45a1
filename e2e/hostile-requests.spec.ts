import { expect, test, type APIRequestContext } from '@playwright/test';
import { GUESTS, invitePath } from './support/demo';
import { rawGet } from './support/raw-request';

/**
 * Requests sent as an attacker would, against the production build on local content: a guest's own
 * photos in every spelling, the image optimiser's inputs, and the headers every answer carries.
 */

const FOLDER = 'tom-nguyen-7f3k';
const FILE = 'road-trip.png';

/** A guest photo without a valid signature, spelled every way we know of. */
const UNSIGNED_SPELLINGS = [
  `/media/guest-photos/${FOLDER}/${FILE}`,
  `/media/guest-photos%2F${FOLDER}/${FILE}`,
  `/media/guest-photos%2f${FOLDER}%2f${FILE}`,
  `/media/guest-photos%2F${FOLDER}%2F${FILE}`,
  `/media/guest-photos/${FOLDER}%2F${FILE}`,
  `/media/gallery/..%2Fguest-photos/${FOLDER}/${FILE}`,
  `/media/gallery/..%2fguest-photos%2f${FOLDER}%2f${FILE}`,
  `/media/story/..%2F..%2Fmedia%2Fguest-photos/${FOLDER}/${FILE}`,
  `/media/gallery/%2e%2e/guest-photos/${FOLDER}/${FILE}`,
  `/media/gallery/%2E%2E%2Fguest-photos/${FOLDER}/${FILE}`,
  `/media/gallery/../guest-photos/${FOLDER}/${FILE}`,
  `/media/./guest-photos/${FOLDER}/${FILE}`,
  `/media/guest-photos/./${FOLDER}/${FILE}`,
  `/media/guest-photos/${FOLDER}/./${FILE}`,
  `/media//guest-photos/${FOLDER}/${FILE}`,
  `/media/guest-photos//${FOLDER}/${FILE}`,
  `/media/GUEST-PHOTOS/${FOLDER}/${FILE}`,
  `/media/Guest-Photos/${FOLDER}/${FILE}`,
  `/media/guest-photos/${FOLDER.toUpperCase()}/${FILE.toUpperCase()}`,
  `/media/%67uest-photos/${FOLDER}/${FILE}`,
  `/media/guest%2Dphotos/${FOLDER}/${FILE}`,
  `/media/%67%75%65%73%74%2d%70%68%6f%74%6f%73/${FOLDER}/${FILE}`,
  `/media/guest-photos%252F${FOLDER}/${FILE}`,
  `/media/guest-photos%252F${FOLDER}%252F${FILE}`,
  `/media/gallery/..%252Fguest-photos/${FOLDER}/${FILE}`,
  `/media/guest-photos\\${FOLDER}\\${FILE}`,
  `/media/guest-photos%5C${FOLDER}%5C${FILE}`,
  `/media/gallery%5C..%5Cguest-photos%5C${FOLDER}%5C${FILE}`,
  `/media/guest-photos/${FOLDER}/${FILE}%00`,
  `/media/guest-photos/${FOLDER}/${FILE}%00.jpg`,
  `/media/guest-photos/${FOLDER}/${FILE};.jpg`,
  `/media/guest-photos/${FOLDER}/${FILE}/`,
  `/media/guest-photos/${FOLDER}/${FILE}?`,
  `/media/guest-photos/${FOLDER}/${FILE}?expires=99999999999&sig=`,
  `/media/guest-photos/${FOLDER}/${FILE}?expires=99999999999`,
  `/%6Dedia/guest-photos/${FOLDER}/${FILE}`,
  `/media/%2e/guest-photos/${FOLDER}/${FILE}`,
  `/media/guest-photos/%2e%2e/guest-photos/${FOLDER}/${FILE}`,
  `/media/gallery/%2e%2e%2fguest-photos%2f${FOLDER}%2f${FILE}`,
  `/media/gallery/..%c0%afguest-photos/${FOLDER}/${FILE}`,
];

/** The signed link of Tom's photo as his own page carries it (inside the private resizing route's address). */
async function signedPhotoLink(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(invitePath(GUESTS.tom.id))).text();
  const src = /\/guest-photo\?src=([^&"]+)/.exec(html)?.[1];
  expect(src, "Tom's page shows his own photo").toBeTruthy();
  return decodeURIComponent(src!);
}

const optimiser = (source: string) => `/_next/image?url=${encodeURIComponent(source)}&w=390&q=75`;

// Desktop only, every part: the server answers the same to every viewport.
test.describe('an attacker after a guest photo', { tag: '@desktop' }, () => {
  test('no spelling of a guest photo without a valid signature is served, directly or through the optimiser', async ({ baseURL }) => {
    const served: string[] = [];
    for (const path of UNSIGNED_SPELLINGS) {
      let direct = await rawGet(baseURL!, path);
      // Next itself answers '//', '\\' and a trailing slash with a redirect to the plain path: follow it.
      if (direct.status >= 300 && direct.status < 400) direct = await rawGet(baseURL!, String(direct.headers.location));
      if (direct.status < 400 || direct.body.includes(Buffer.from('PNG'))) served.push(path);
      const through = await rawGet(baseURL!, optimiser(path));
      if (through.status < 400) served.push(`optimiser: ${path}`);
    }
    expect(served).toEqual([]);
  });

  test('a valid signed link is served privately, a tampered one not at all, and the optimiser takes neither', async ({ baseURL, request }) => {
    const link = await signedPhotoLink(request);
    expect(link).toMatch(new RegExp(`^/media/guest-photos/${FOLDER}/${FILE}\\?expires=\\d+&sig=[\\w-]+$`));

    const good = await rawGet(baseURL!, link);
    expect(good.status).toBe(200);
    expect(good.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    const tampered = link.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await rawGet(baseURL!, tampered)).status).toBe(404);
    // The valid signature on another spelling of the same file: refused, the signature is over the plain path.
    expect((await rawGet(baseURL!, link.replace(`guest-photos/${FOLDER}`, `guest-photos%2F${FOLDER}`))).status).toBe(404);
    expect((await rawGet(baseURL!, link.replace('guest-photos', 'GUEST-PHOTOS'))).status).toBe(404);

    for (const source of [link, `/media/guest-photos%2F${FOLDER}/${FILE}`]) {
      const through = await rawGet(baseURL!, optimiser(source));
      expect(through.status, source).toBe(400);
      expect(through.headers['cache-control'] ?? '').not.toMatch(/public/);
    }
  });

  test("the guest's own page shows it resized, kept only by that browser and no longer than its link", async ({ baseURL, request }) => {
    const link = await signedPhotoLink(request);
    const left = Number(new URL(link, baseURL).searchParams.get('expires')) - Math.floor(Date.now() / 1000);
    const resized = await request.get(`/guest-photo?src=${encodeURIComponent(link)}&w=390`);
    expect(resized.status()).toBe(200);
    expect(resized.headers()['content-type']).toBe('image/webp');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(resized.headers()['cache-control'] ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(left);

    const tampered = link.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 86_400}`);
    expect((await request.get(`/guest-photo?src=${encodeURIComponent(tampered)}&w=390`)).status()).toBe(404);
    expect((await request.get(`/guest-photo?src=${encodeURIComponent(`/media/guest-photos/${FOLDER}/${FILE}`)}&w=390`)).status()).toBe(404);
    expect((await request.get(`/guest-photo?src=${encodeURIComponent('/media/gallery/hero-couple.jpg')}&w=390`)).status()).toBe(404);
    expect((await request.get(`/guest-photo?src=${encodeURIComponent(link)}&w=391`)).status()).toBe(400);
  });
});

test.describe('the image optimiser', { tag: '@desktop' }, () => {
  test('resizes a shared image once, and refuses made-up query strings and other paths', async ({ request }) => {
    expect((await request.get(optimiser('/images/hero-fallback.jpg'))).status()).toBe(200);
    const otherSpellings = ['/images/venue-fallbac%256B.jpg', '/images/venue-fallbac%6B.jpg', '/images/%2576enue-fallback.jpg', '/media/gallery/hero-couple%252Ejpg'];
    expect((await request.get(optimiser('/images/venue-fallback.jpg'))).status()).toBe(200);
    for (const source of ['/images/hero-fallback.jpg?n=1', '/images/hero-fallback.jpg?v=2&x=3', '/media/gallery/hero-couple.jpg?a', '/api/opened', 'https://example.com/a.jpg', ...otherSpellings]) {
      expect((await request.get(optimiser(source))).status(), source).toBe(400);
    }
  });
});

test.describe('headers on every answer', { tag: '@desktop' }, () => {
  const ATTACKER_NONCE = 'bm9uY2UtZnJvbS10aGUtcmVxdWVzdA';
  const PATHS: [string, Record<string, string>][] = [
    [invitePath(GUESTS.margaret.id), {}],
    [invitePath(GUESTS.margaret.id), { purpose: 'prefetch' }],
    [invitePath(GUESTS.margaret.id), { 'next-router-prefetch': '1' }],
    [invitePath(GUESTS.margaret.id), { 'sec-purpose': 'prefetch' }],
    ['/', {}],
    ['/robots.txt', {}],
    ['/images/hero-fallback.jpg', {}],
    ['/images/no-such-file.jpg', {}],
    ['/_next/static/no-such-file.js', {}],
    ['/favicon.ico', {}],
    ['/sw.js', {}],
    ['/no/such/page', {}],
    ['/media/gallery/hero-couple.jpg', {}],
    ['/share/icon.png', {}],
    [optimiser('/images/hero-fallback.jpg'), {}],
    [optimiser('/images/hero-fallback.jpg?n=1'), {}],
  ];

  for (const [path, extra] of PATHS) {
    test(`${path} ${JSON.stringify(extra)}: nosniff and HSTS, the server's own CSP on any page, never a nonce from the request`, async ({ baseURL }) => {
      const answer = await rawGet(baseURL!, path, { ...extra, 'content-security-policy': `script-src 'nonce-${ATTACKER_NONCE}'` });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(answer.body.includes(Buffer.from(ATTACKER_NONCE))).toBe(false);
      expect(String(answer.headers['content-security-policy'] ?? '')).not.toContain(ATTACKER_NONCE);
      const html = /text\/html/.test(String(answer.headers['content-type']));
      if (html && answer.body.includes(Buffer.from('<script'))) {
        const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
        expect(nonce, 'a page with scripts carries the CSP').toBeTruthy();
        const scriptNonces = [...answer.body.toString('utf8').matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
        expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
      }
    });
  }
});

test.describe('a user agent longer than any browser sends', { tag: '@desktop' }, () => {
  // Browser-like, long, and under Node's own 16 KB header limit: Next's bot pattern backtracks at every position of it.
  const LONG = `Mozilla/5.0 (X11; Linux x86_64) ${'AppleWebKit-Chrome-Safari-'.repeat(300)}`;

  test('is refused with 431 on every route before any page, file or beacon work', async ({ baseURL, request }) => {
    expect(LONG.length).toBeGreaterThan(7_000);
    for (const path of [invitePath(GUESTS.margaret.id), '/', '/robots.txt', '/no/such/page', '/media/gallery/hero-couple.jpg', optimiser('/images/hero-fallback.jpg')]) {
      const answer = await rawGet(baseURL!, path, { 'user-agent': LONG });
      expect(answer.status, path).toBe(431);
      expect(answer.body.toString('utf8'), path).toBe('Request header too large: user-agent');
    }
    const beacon = await request.post('/api/opened', { data: '{}', headers: { 'user-agent': LONG, 'sec-fetch-site': 'same-origin' } });
    expect(beacon.status()).toBe(431);
  });

  test('a real browser user agent still gets the invitation', async ({ baseURL }) => {
    const answer = await rawGet(baseURL!, invitePath(GUESTS.margaret.id), { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' });
    expect(answer.status).toBe(200);
    expect(answer.body.toString('utf8')).toContain(GUESTS.margaret.name);
  });
});

test.describe('a body larger than any form of the page takes', { tag: '@desktop' }, () => {
  test("is refused with 413 before Next reads it, but on the desk's photo forms", async ({ request }) => {
    const body = Buffer.alloc(1_500_000, 'a');
    for (const path of [invitePath(GUESTS.margaret.id), '/', '/desk', '/api/opened']) {
      const answer = await request.post(path, { data: body, headers: { 'content-type': 'text/plain', 'next-action': 'x' } });
      expect(answer.status(), path).toBe(413);
    }
    // This site has no desk (no project): the photo form's path passes the proxy and answers as an unknown page does.
    expect((await request.post('/desk/photos', { data: body, headers: { 'content-type': 'text/plain' } })).status()).not.toBe(413);
  });
});

// Unknown links from one client: e2e/unknown-link-limit.spec.ts, on servers of its own (a flood here would limit every journey's address).
