import type { Page } from '@playwright/test';
import { GUESTS } from './support/demo';
import { expect, test } from './support/fixtures';
import { InvitationPage } from './support/invitation-page';

/** A finger swipe across the page, as real touch events (Chromium turns them into pointer events). */
async function swipe(page: Page, fromX: number, toX: number, y: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(fromX) });
  for (let step = 1; step <= 5; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(fromX + ((toX - fromX) * step) / 5) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function openMemories(page: Page) {
  const invitation = new InvitationPage(page);
  await invitation.goto(GUESTS.margaret.id);
  await invitation.waitUntilInteractive();
  await expect(invitation.memoryPhotos).toHaveCount(3);
  return invitation;
}

test.describe('lightbox by keyboard', { tag: '@desktop' }, () => {
  test('is a labelled modal dialog that takes focus, keeps it, and gives it back', async ({ page }) => {
    const invitation = await openMemories(page);
    const opener = invitation.memories.getByRole('button', { name: 'View Wedding memory 2' });
    await opener.focus();
    await page.keyboard.press('Enter');

    const { dialog } = invitation.lightbox;
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveAccessibleName('Memories');
    await expect(invitation.lightbox.counter).toHaveAttribute('aria-live', 'polite');
    await expect(invitation.lightbox.close).toBeFocused();

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus inside after ${i + 1} Tab`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await invitation.lightbox.expectClosed();
    await expect(opener).toBeFocused();
  });

  test('arrow keys go to the next and previous photo, wrapping', async ({ page }) => {
    const invitation = await openMemories(page);
    await invitation.memories.getByRole('button', { name: 'View Wedding memory 3' }).click();
    await invitation.lightbox.expectShowing(3, 3);
    await page.keyboard.press('ArrowRight');
    await invitation.lightbox.expectShowing(1, 3);
    await page.keyboard.press('ArrowLeft');
    await invitation.lightbox.expectShowing(3, 3);
    await page.keyboard.press('ArrowLeft');
    await invitation.lightbox.expectShowing(2, 3);
  });
});

test.describe('lightbox by touch', { tag: '@phone' }, () => {
  test('a swipe left shows the next photo and a swipe right the previous one', async ({ page }) => {
    const invitation = await openMemories(page);
    await invitation.memories.getByRole('button', { name: 'View Wedding memory 1' }).tap();
    await invitation.lightbox.expectShowing(1, 3);
    const { width, height } = page.viewportSize()!;
    await swipe(page, width * 0.8, width * 0.2, height / 2);
    await invitation.lightbox.expectShowing(2, 3);
    await swipe(page, width * 0.2, width * 0.8, height / 2);
    await invitation.lightbox.expectShowing(1, 3);
    await swipe(page, width * 0.2, width * 0.8, height / 2);
    await invitation.lightbox.expectShowing(3, 3);
  });
});

test.describe('timeline and Preview by keyboard', { tag: '@desktop' }, () => {
  test('events and cards are buttons that say whether they are open, with a visible focus ring', async ({ page }) => {
    const invitation = await openMemories(page);
    const event = invitation.storyToggle('A borrowed umbrella');
    await event.focus();
    await expect(event).toHaveAttribute('aria-expanded', 'false');
    const outline = await event.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Space');
    await expect(event).toHaveAttribute('aria-expanded', 'true');
    // Selection is shown by a thicker border too, not by colour alone.
    const border = await invitation.storyEvent('A borrowed umbrella').locator('div').first().evaluate((el) => getComputedStyle(el).borderTopWidth);
    expect(parseFloat(border)).toBeGreaterThanOrEqual(2);

    const card = invitation.preview.getByRole('button', { name: 'Venue' });
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(card).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('with reduced motion', { tag: '@phone' }, () => {
  test.use({ reducedMotion: 'reduce' });

  test('jumps instead of scrolling smoothly, and nothing animates or autoplays', async ({ page }) => {
    const invitation = await openMemories(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await invitation.previewLink.click();
    // No smooth scroll: the section is in place at once, not after an animation.
    const right = await page.evaluate(() => Math.round(window.scrollY));
    const top = await invitation.preview.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(Math.abs(top)).toBeLessThanOrEqual(2);
    // Still there ten frames on (a smooth scroll moves it on every frame), whatever the time a frame takes.
    const later = await page.evaluate(async () => {
      const seen: number[] = [];
      for (let i = 0; i < 10; i++) seen.push(await new Promise<number>((r) => requestAnimationFrame(() => r(Math.round(window.scrollY)))));
      return seen;
    });
    expect(later).toEqual(Array(10).fill(right));

    const vineAnimation = await invitation.vines(invitation.memories).first().evaluate((el) => getComputedStyle(el).animationName);
    expect(vineAnimation).toBe('none');

    await page.evaluate(() => window.scrollTo(0, 0));
    const toggle = invitation.storyToggle('A borrowed umbrella');
    await toggle.click();
    const transform = await invitation.storyEvent('A borrowed umbrella').locator('div').first().evaluate((el) => getComputedStyle(el).transform);
    expect(transform).toBe('none');

    await invitation.storyMedia('Home').click();
    const video = invitation.lightbox.video;
    await expect(video).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.autoplay)).toBe(false);
    // Once it could play (autoplay would have started it by then), and a frame later, it has not.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });
});

test.describe('text and layout', { tag: '@phone' }, () => {
  test('one h1, headings in order, and no sideways scroll at 320 px or 200% zoom', async ({ page }) => {
    for (const width of [320, 640]) {
      await page.setViewportSize({ width, height: 800 });
      const invitation = await openMemories(page);
      const levels = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels.filter((l) => l === 1)).toHaveLength(1);
      levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0), `heading ${i} skips a level`).toBeLessThanOrEqual(1));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
      await expect(invitation.vines(invitation.header).first()).toHaveAttribute('alt', '');
    }
  });
});
