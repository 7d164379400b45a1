import { readdirSync } from 'node:fs';
import path from 'node:path';
import { GUESTS, invitePath } from './support/demo';
import { expect, test } from './support/fixtures';
import { hasLoaded, imagePathsIn, shownPath } from './support/images';
import { expectDecorativeVines, InvitationPage } from './support/invitation-page';

const MEDIA = path.join(__dirname, '..', 'content', 'demo', 'media');
const GALLERY_IN_ORDER = ['/media/gallery/hero-couple.jpg', '/media/gallery/harbour-lights.jpg', '/media/gallery/garden-picnic.jpg'];

/** A guest's own photo files on disk, as the site serves them. */
function ownPhotos(folder: string): { all: string[]; photos: string[] } {
  const all = readdirSync(path.join(MEDIA, 'guest-photos', folder)).sort();
  const photos = all.filter((name) => /\.(jpe?g|png|webp|gif)$/i.test(name)).map((name) => `/media/guest-photos/${folder}/${name}`);
  return { all, photos };
}

async function shownPhotos(invitation: InvitationPage): Promise<string[]> {
  await expect(invitation.memoryPhotos.first()).toBeVisible();
  return Promise.all((await invitation.memoryPhotos.all()).map(shownPath));
}

test.describe('Memories', () => {
  // Playwright's routing does not see a service worker's requests, and these journeys break or hold photos
  // with it: the offline worker stays out of them (e2e/offline.spec.ts covers it).
  test.use({ serviceWorkers: 'block' });

  test('shows Margaret three of her own four photos, and nothing else', { tag: '@phone' }, async ({ page }) => {
    const own = ownPhotos(GUESTS.margaret.id);
    // The demo folder holds four photos (one .JPG, one .webp) and a notes.txt that is not a photo.
    expect(own.photos).toHaveLength(4);
    expect(own.all).toContain('notes.txt');
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.margaret.id);

    await expect(invitation.memoryPhotos).toHaveCount(3);
    const shown = await shownPhotos(invitation);
    expect(new Set(shown).size).toBe(3);
    for (const photo of shown) expect(own.photos).toContain(photo);
  });

  test('picks Margaret’s three at random, from all four photos whatever their extension’s case', { tag: '@desktop' }, async ({ request }) => {
    const own = ownPhotos(GUESTS.margaret.id);
    const seen = new Set<string>();
    // Each photo is left out one visit in four: twelve visits miss one with odds of about 3 in 100,000.
    for (let visit = 0; visit < 12 && seen.size < own.photos.length; visit++) {
      const html = await (await request.get(invitePath(GUESTS.margaret.id))).text();
      const photos = imagePathsIn(html).filter((p) => p.startsWith('/media/guest-photos/'));
      expect(photos).toHaveLength(3);
      photos.forEach((p) => seen.add(p));
    }
    expect([...seen].sort()).toEqual([...own.photos].sort());
    expect(own.photos.some((p) => p.endsWith('.JPG'))).toBe(true);
    expect(own.photos.some((p) => p.endsWith('.webp'))).toBe(true);
  });

  test('fills Tom’s single photo up to three from the gallery', { tag: '@phone' }, async ({ page }) => {
    const own = ownPhotos('tom-nguyen-7f3k');
    expect(own.photos).toHaveLength(1);
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.tom.id);

    await expect(invitation.memoryPhotos).toHaveCount(3);
    expect(await shownPhotos(invitation)).toEqual([own.photos[0], ...GALLERY_IN_ORDER.slice(0, 2)]);
  });

  test('shows Rosa, who has no photos, the first three gallery photos', { tag: '@phone' }, async ({ page }) => {
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.rosa.id);

    await expect(invitation.memoryPhotos).toHaveCount(3);
    expect(await shownPhotos(invitation)).toEqual(GALLERY_IN_ORDER);
  });

  test('titles every photo “Wedding memory N” and loads it', { tag: '@phone' }, async ({ page }) => {
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.tom.id);
    await expect(invitation.memories.getByRole('heading', { level: 2, name: 'Memories' })).toBeVisible();

    for (const n of [1, 2, 3]) {
      const img = invitation.memories.getByRole('img', { name: `Wedding memory ${n}`, exact: true });
      await expect(img).toHaveAttribute('title', `Wedding memory ${n}`);
      await expect(invitation.memoryButton(n)).toHaveAttribute('title', `Wedding memory ${n}`);
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => hasLoaded(img)).toBe(true);
    }
  });

  test('has decorative vines, hidden from assistive technology, turned at most 25°', { tag: '@phone' }, async ({ page }) => {
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.tom.id);
    await expect(invitation.memoryPhotos).toHaveCount(3);
    await expectDecorativeVines(invitation.memories, 25);
  });

  test('streams “Loading photos...” first, then replaces it with the photos', { tag: '@phone' }, async ({ page, request }) => {
    const html = await (await request.get(invitePath(GUESTS.tom.id))).text();
    const loading = html.indexOf('Loading photos...');
    expect(loading).toBeGreaterThan(-1);
    // The photos arrive later in the same response.
    const firstPhoto = html.indexOf('alt="Wedding memory 1"');
    expect(firstPhoto).toBeGreaterThan(loading);

    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.tom.id);
    await expect(invitation.memoryPhotos).toHaveCount(3);
    await expect(page.getByText('Loading photos...')).toHaveCount(0);
  });

  test('a broken photo falls back to the placeholder', { tag: '@phone' }, async ({ page, consoleGuard }) => {
    const broken = /harbour-lights/;
    consoleGuard.allowFailedLoad(broken);
    await page.route(broken, (route) => route.abort());
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.rosa.id);

    const img = invitation.memories.getByRole('img', { name: 'Wedding memory 2', exact: true });
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => shownPath(img)).toBe('/images/placeholder.svg');
    await expect.poll(() => hasLoaded(img)).toBe(true);
    expect(await shownPath(invitation.memories.getByRole('img', { name: 'Wedding memory 1', exact: true }))).toBe(GALLERY_IN_ORDER[0]);
  });
});

test.describe('the Memories lightbox', () => {
  let invitation: InvitationPage;

  test.beforeEach(async ({ page }) => {
    invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.rosa.id);
    await invitation.waitUntilInteractive();
    await expect(invitation.memoryPhotos).toHaveCount(3);
  });

  test('opens at the clicked photo with its counter', { tag: '@phone' }, async () => {
    await invitation.memoryButton(2).click();
    await invitation.lightbox.expectShowing(2, 3);
    await expect(invitation.lightbox.image).toHaveAccessibleName('Wedding memory 2');
    await expect.poll(() => shownPath(invitation.lightbox.image)).toBe(GALLERY_IN_ORDER[1]);
  });

  test('closes with the close button, the backdrop and Escape', async ({ page }) => {
    await invitation.memoryButton(1).click();
    await invitation.lightbox.close.click();
    await invitation.lightbox.expectClosed();

    await invitation.memoryButton(2).click();
    await invitation.lightbox.expectShowing(2, 3);
    await invitation.lightbox.clickBackdrop();
    await invitation.lightbox.expectClosed();

    await invitation.memoryButton(3).click();
    await invitation.lightbox.expectShowing(3, 3);
    await page.keyboard.press('Escape');
    await invitation.lightbox.expectClosed();
  });
});
