import { expect, test } from '@playwright/test';

/** A resize no page asks for, so this test sees its first encoding. */
const RESIZE = '/_next/image?url=%2Fmedia%2Fgallery%2Fwildflowers.jpg&w=256&q=75';

test('a repeated resize is answered from the cache, not encoded again', { tag: '@desktop' }, async ({ request }) => {
  // Desktop only: the server answers the same to every viewport.
  const headers = { Accept: 'image/webp,image/*' };
  const first = await request.get(RESIZE, { headers });
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('image/webp');

  for (let again = 0; again < 3; again++) {
    const repeat = await request.get(RESIZE, { headers });
    expect(repeat.status()).toBe(200);
    expect(repeat.headers()['x-nextjs-cache']).toBe('HIT');
    expect(Buffer.compare(await repeat.body(), await first.body())).toBe(0);
  }
});
