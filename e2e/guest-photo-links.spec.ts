import { expect, test } from '@playwright/test';
import { GUESTS, invitePath } from './support/demo';

/** Local content: a guest's own photos only through signed, expiring links, kept in that browser only. */
const TOM_PHOTO = '/media/guest-photos/tom-nguyen-7f3k/road-trip.png';

/** The signed guest-photo links of the server HTML, as the <img> sources carry them (through the private resizing route). */
async function guestPhotoLinks(request: import('@playwright/test').APIRequestContext, guestId: string): Promise<string[]> {
  const html = await (await request.get(invitePath(guestId))).text();
  const sources = [...html.matchAll(/<img\b[^>]*?\ssrc="\/guest-photo\?src=([^"&]+)&amp;w=\d+"/g)].map((m) => decodeURIComponent(m[1] ?? ''));
  return sources.filter((src) => src.startsWith('/media/guest-photos/'));
}

test.describe('guest photos of local content', { tag: '@desktop' }, () => {
  // Desktop only: the server answers the same to every viewport.
  test('the invitation links its guest photos with an expiry and a signature, and they open privately', async ({ request }) => {
    const [link] = await guestPhotoLinks(request, GUESTS.tom.id);
    expect(link).toMatch(new RegExp(`^${TOM_PHOTO}\\?expires=\\d+&sig=[\\w-]+$`));
    const expires = Number(new URL(link!, 'http://x').searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(3500_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(3600_000);

    const photo = await request.get(link!);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/png');
    expect(photo.headers()['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  test('a guessed, altered or expired link opens nothing', async ({ request }) => {
    const [link] = await guestPhotoLinks(request, GUESTS.tom.id);
    const signed = new URL(link!, 'http://x');
    const altered = new URL(signed);
    altered.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 86_400));
    const expired = new URL(signed);
    expired.searchParams.set('expires', '1700000000');
    const moved = `/media/guest-photos/${GUESTS.margaret.id}/beach-day.webp${signed.search}`;

    for (const attempt of [TOM_PHOTO, `${altered.pathname}${altered.search}`, `${expired.pathname}${expired.search}`, moved]) {
      expect((await request.get(attempt)).status(), attempt).toBe(404);
    }
  });

  test('the gallery and the love story stay public and cacheable', async ({ request }) => {
    for (const path of ['/media/gallery/hero-couple.jpg', '/media/story/2023-proposal.jpg']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toMatch(/^public, /);
    }
  });
});
