import { readFile } from 'node:fs/promises';
import type { Locator, Page, Request } from '@playwright/test';
import { GUESTS, UNKNOWN_GUEST_ID } from './support/demo';
import { expect, test } from './support/fixtures';
import { hasLoaded, shownPath } from './support/images';
import {
  EVENT_TITLE,
  EVENT_UTC,
  isMapProvider,
  VENUE_PHOTO_URL,
  PreviewPage,
  readIcs,
  VENUE,
  VENUE_LOCATION,
  type CardName,
} from './support/preview-page';

const ICS_PATH = '/api/calendar/wedding-invitation.ics';
const PROVIDERS = new Set(['www.google.com', 'calendar.google.com', 'outlook.live.com']);

/** A box's size, wherever the page has scrolled. */
async function sizeOf(target: Locator | { width: number; height: number }) {
  const box = 'boundingBox' in target ? await target.boundingBox() : target;
  return { width: box?.width, height: box?.height };
}

/** Where `inner`'s centre lies inside `outer`, for clicking or tapping `outer` there. */
async function offsetWithin(outer: Locator, inner: Locator) {
  const [o, i] = [(await outer.boundingBox())!, (await inner.boundingBox())!];
  return { x: i.x - o.x + i.width / 2, y: i.y - o.y + i.height / 2 };
}

test.beforeEach(async ({ context }) => {
  // Nothing reaches the map or calendar providers: a stub answers for them.
  await context.route(
    (url) => PROVIDERS.has(url.hostname),
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stub</title>' }),
  );
});

test.describe('the Preview section', () => {

  test('the date card shows the date and the schedule', { tag: '@phone' }, async ({ page }) => {
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);

    await expect(preview.section.getByRole('heading', { level: 2, name: 'Preview' })).toBeVisible();
    await expect(preview.dateCard.getByText('27 November 2025', { exact: true })).toBeVisible();
    await expect(preview.scheduleTime('Ceremony')).toHaveText('10:30 AM');
    await expect(preview.scheduleTime('Speeches')).toHaveText('12:00 PM');
    await expect(preview.scheduleTime('Lunch')).toHaveText('1:00 PM');
  });

  test('no card is active at first, and the map is not loaded', { tag: '@phone' }, async ({ page }) => {
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);
    await preview.section.scrollIntoViewIfNeeded();

    await preview.expectActive(null);
    await expect(preview.map).toHaveCount(0);
  });

  test('clicking a card activates it, and clicking the active card deactivates it', { tag: '@desktop' }, async ({ page }) => {
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);

    await preview.dateToggle.click();
    await preview.expectActive('date');
    await preview.dateToggle.click();
    await preview.expectActive(null);

    await preview.venueToggle.click();
    await preview.expectActive('venue');
    await preview.venueToggle.click();
    await preview.expectActive(null);
  });

  test("clicking anywhere on the active card's overlay background deactivates it", async ({ page }) => {
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);
    await preview.openWithKeyboard('date');

    const box = (await preview.dateCard.boundingBox())!;
    await preview.dateCard.click({ position: { x: 12, y: box.height - 12 } });
    await preview.expectActive(null);
  });

  test('only one card is active at a time', { tag: '@desktop' }, async ({ page }) => {
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);

    await preview.openWithKeyboard('date');
    await preview.venueToggle.click();
    await preview.expectActive('venue');
    await preview.dateToggle.click();
    await preview.expectActive('date');
  });

  test('Enter and Space toggle the focused card', { tag: '@desktop' }, async ({ page }) => {
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);

    for (const card of ['date', 'venue'] as const satisfies CardName[]) {
      await preview.toggle(card).focus();
      await page.keyboard.press('Enter');
      await preview.expectActive(card);
      await page.keyboard.press('Enter');
      await preview.expectActive(null);
      await page.keyboard.press('Space');
      await preview.expectActive(card);
      await page.keyboard.press('Space');
      await preview.expectActive(null);
    }
  });

  test('with a mouse, hovering a card activates it and moving away deactivates it', { tag: '@desktop' }, async ({ page }) => {
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);

    await preview.dateCard.hover();
    await preview.expectActive('date');
    await preview.venueCard.hover();
    await preview.expectActive('venue');
    // Moving onto the map stays within the venue card.
    await preview.map.hover();
    await preview.expectActive('venue');
    await page.mouse.move(1, 1);
    await preview.expectActive(null);
  });

  test('on a touch screen a tap toggles a card, and the tap is not undone by hover', { tag: '@phone' }, async ({ page }) => {
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);

    await preview.dateToggle.tap();
    await preview.expectActive('date');
    await preview.dateToggle.tap();
    await preview.expectActive(null);

    // A tap anywhere on a card counts: here on the venue photo, then on the date.
    await preview.venueCard.tap({ position: await offsetWithin(preview.venueCard, preview.venuePhoto) });
    await preview.expectActive('venue');
    await preview.dateCard.tap({ position: await offsetWithin(preview.dateCard, preview.dateCard.getByText('27 November 2025')) });
    await preview.expectActive('date');
  });
});

test.describe('Weather & Calendar', () => {
  test('shows the average high and low, the precipitation and the UV index', { tag: '@phone' }, async ({ page }) => {
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);
    await preview.openWithKeyboard('date');

    const overlay = page.getByRole('region', { name: 'Weather & Calendar' });
    await expect(overlay).toBeVisible();
    await expect(preview.weatherFigure('Average high')).toHaveText('23°C');
    await expect(preview.weatherFigure('Average low')).toHaveText('18°C');
    await expect(preview.weatherFigure('Precipitation')).toHaveText('28%');
    await expect(preview.weatherFigure('UV index')).toHaveText('V. High');
    const calendar = overlay.getByRole('group', { name: 'Add to Calendar' });
    const links = calendar.getByRole('link');
    await expect(links).toHaveCount(3);
    await expect(links.nth(0)).toHaveAccessibleName('Google Calendar (opens in a new tab)');
    await expect(links.nth(1)).toHaveAccessibleName('Outlook Calendar (opens in a new tab)');
    await expect(links.nth(2)).toHaveAccessibleName('Apple Calendar (downloads a calendar file)');
  });

  test('Google opens its compose page in a new tab with the title, times and location', { tag: '@desktop' }, async ({ page }) => {
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);
    await preview.openWithKeyboard('date');
    await expect(preview.googleLink).toHaveAttribute('target', '_blank');
    await expect(preview.googleLink).toHaveAttribute('rel', /\bnoopener\b/);

    const popupOpened = page.waitForEvent('popup');
    await preview.googleLink.click();
    const popup = await popupOpened;
    await popup.waitForLoadState('domcontentloaded');

    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(EVENT_TITLE);
    expect(url.searchParams.get('dates')).toBe('20251126T233000Z/20251127T043000Z');
    expect(url.searchParams.get('ctz')).toBe('Australia/Sydney');
    expect(url.searchParams.get('location')).toBe(VENUE_LOCATION);
    expect(url.searchParams.get('details')).toContain('Ceremony: 10:30 AM');
    // noopener: the new tab cannot reach back into the invitation.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  test('Outlook opens its compose page in a new tab with the title, times and location', { tag: '@desktop' }, async ({ page }) => {
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);
    await preview.openWithKeyboard('date');
    await expect(preview.outlookLink).toHaveAttribute('target', '_blank');
    await expect(preview.outlookLink).toHaveAttribute('rel', /\bnoopener\b/);

    const popupOpened = page.waitForEvent('popup');
    await preview.outlookLink.click();
    const popup = await popupOpened;
    await popup.waitForLoadState('domcontentloaded');

    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/action/compose');
    expect(url.searchParams.get('subject')).toBe(EVENT_TITLE);
    expect(url.searchParams.get('startdt')).toBe('2025-11-27T10:30:00+11:00');
    expect(url.searchParams.get('enddt')).toBe('2025-11-27T15:30:00+11:00');
    expect(new Date(url.searchParams.get('startdt')!).toISOString()).toBe(EVENT_UTC.start);
    expect(new Date(url.searchParams.get('enddt')!).toISOString()).toBe(EVENT_UTC.end);
    expect(url.searchParams.get('location')).toBe(VENUE_LOCATION);
    expect(url.searchParams.get('body')).toContain('Lunch: 1:00 PM');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  test('Apple downloads wedding-invitation.ics: one event at the right instants with a one-hour alarm', { tag: '@desktop' }, async ({ page }) => {
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);
    await preview.openWithKeyboard('date');

    const downloaded = page.waitForEvent('download');
    await preview.appleLink.click();
    const download = await downloaded;

    expect(download.suggestedFilename()).toBe('wedding-invitation.ics');
    const ics = readIcs(await readFile(await download.path(), 'utf8'));
    expect(ics).toEqual({
      eventCount: 1,
      start: EVENT_UTC.start,
      end: EVENT_UTC.end,
      summary: EVENT_TITLE,
      location: VENUE_LOCATION,
      alarms: [{ action: 'DISPLAY', triggerSeconds: -3600 }],
    });
    // The page stays where it was: a download, not a navigation.
    await expect(preview.dateToggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('the calendar file is a text/calendar attachment, served for guest links only', { tag: '@desktop' }, async ({ request }) => {
    const answer = await request.get(`${ICS_PATH}?guest=${GUESTS.tom.id}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers()['content-disposition']).toBe('attachment; filename="wedding-invitation.ics"');
    expect(readIcs(await answer.text())).toMatchObject({ eventCount: 1, start: EVENT_UTC.start, end: EVENT_UTC.end });

    expect((await request.get(ICS_PATH)).status()).toBe(404);
    expect((await request.get(`${ICS_PATH}?guest=${UNKNOWN_GUEST_ID}`)).status()).toBe(404);
    expect((await request.get(`${ICS_PATH}?guest=not-a-guest`)).status()).toBe(404);
  });
});

test.describe('the venue', () => {
  // Playwright's routing does not see a service worker's requests, and these journeys break or hold photos
  // with it: the offline worker stays out of them (e2e/offline.spec.ts covers it).
  test.use({ serviceWorkers: 'block' });

  test("shows the venue's name, and 'Loading venue image...' until its photo has loaded", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(VENUE_PHOTO_URL, async (route) => {
      await held;
      await route.continue();
    });
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);
    await preview.venueCard.scrollIntoViewIfNeeded();

    await expect(preview.venueCard.getByText(VENUE.name, { exact: true })).toBeVisible();
    await expect(preview.photoLoading).toBeVisible();
    const frame = await sizeOf(preview.venuePhoto.locator('..'));

    release();
    await expect(preview.photoLoading).toBeHidden();
    await expect.poll(() => hasLoaded(preview.venuePhoto)).toBe(true);
    expect(await shownPath(preview.venuePhoto)).toBe('/media/gallery/venue.jpg');
    await expect(preview.venuePhoto).not.toHaveAttribute('data-fallback', 'true');
    // The photo's frame kept its size: nothing moved when it arrived.
    expect(await sizeOf(preview.venuePhoto.locator('..'))).toEqual(frame);
  });

  test('a venue photo that fails to load is replaced by the stock image', { tag: '@phone' }, async ({ page, consoleGuard }) => {
    consoleGuard.allowFailedLoad(VENUE_PHOTO_URL);
    await page.route(VENUE_PHOTO_URL, (route) => route.abort());
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);
    await preview.venueCard.scrollIntoViewIfNeeded();

    await expect.poll(() => shownPath(preview.venuePhoto)).toBe('/images/venue-fallback.jpg');
    await expect(preview.venuePhoto).toHaveAttribute('data-fallback', 'true');
    await expect.poll(() => hasLoaded(preview.venuePhoto)).toBe(true);
    await expect(preview.photoLoading).toBeHidden();
  });

  test("the map embeds the venue's search lazily, without sending the guest's link", { tag: '@phone' }, async ({ page }) => {
    const mapRequests: Request[] = [];
    page.on('request', (request) => {
      if (isMapProvider(request.url())) mapRequests.push(request);
    });
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);
    await preview.venueCard.scrollIntoViewIfNeeded();
    await expect(preview.map).toHaveCount(0);

    await preview.openWithKeyboard('venue');

    const map = page.getByRole('region', { name: 'Map' }).locator('iframe');
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('title', `Map of ${VENUE.name}`);
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('referrerpolicy', 'no-referrer');
    const src = new URL((await map.getAttribute('src'))!);
    expect(src.origin + src.pathname).toBe('https://www.google.com/maps');
    expect(src.searchParams.get('q')).toBe(VENUE_LOCATION);
    expect(src.searchParams.get('output')).toBe('embed');

    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    expect(await mapRequests[0]!.headerValue('referer')).toBeNull();
  });
});

test.describe('directions', () => {
  test("'Get directions' opens Google Maps or Apple Maps at the venue, in a new tab", { tag: '@phone' }, async ({ page }) => {
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);
    const directions = preview.venueCard.getByRole('group', { name: 'Get directions' });
    await directions.scrollIntoViewIfNeeded();
    await expect(directions).toBeVisible();

    const google = directions.getByRole('link', { name: /Google Maps/ });
    const apple = directions.getByRole('link', { name: /Apple Maps/ });
    for (const link of [google, apple]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
    }
    const googleUrl = new URL((await google.getAttribute('href'))!);
    expect(googleUrl.origin + googleUrl.pathname).toBe('https://www.google.com/maps/dir/');
    expect(googleUrl.searchParams.get('destination')).toBe(`${VENUE.coordinates.lat},${VENUE.coordinates.lng}`);
    const appleUrl = new URL((await apple.getAttribute('href'))!);
    expect(appleUrl.origin).toBe('https://maps.apple.com');
    expect(appleUrl.searchParams.get('daddr')).toBe(`${VENUE.coordinates.lat},${VENUE.coordinates.lng}`);
    expect(appleUrl.searchParams.get('q')).toBe(VENUE_LOCATION);

    // The guest's tab stays on the invitation; the map app opens beside it. A noopener tab is not
    // always reported as this page's popup, so the context's new page is what is awaited; headless
    // Chromium now and then drops a synthetic click's new tab, so the click is tried again.
    let popup: Page | undefined;
    await expect(async () => {
      [popup] = await Promise.all([page.context().waitForEvent('page', { timeout: 5_000 }), google.click()]);
    }).toPass({ timeout: 20_000 });
    if (!popup) throw new Error('no tab opened');
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).hostname).toBe('www.google.com');
    expect(page.url()).toContain(GUESTS.margaret.id);
    // noopener: the map page cannot reach back into the invitation.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
  });
});

test.describe('the Preview layout', () => {
  for (const card of ['date', 'venue'] as const) {
    test(`the ${card} card's overlay fits inside its card without clipping`, async ({ page }) => {
      const preview = new PreviewPage(page);
      await preview.goto(GUESTS.margaret.id);
      const cardLocator = card === 'date' ? preview.dateCard : preview.venueCard;
      const closedSize = await sizeOf(cardLocator);

      await preview.openWithKeyboard(card);

      // Card and overlay measured in the same frame, as the page may still be scrolling.
      const fit = await preview.overlay(card).evaluate((overlay) => {
        const o = overlay.getBoundingClientRect();
        const c = overlay.closest('[data-card]')!.getBoundingClientRect();
        return {
          inside: o.left >= c.left && o.top >= c.top && o.right <= c.right && o.bottom <= c.bottom,
          clipped: overlay.scrollHeight > overlay.clientHeight || overlay.scrollWidth > overlay.clientWidth,
        };
      });
      expect(fit).toEqual({ inside: true, clipped: false });
      // Opening the overlay did not resize the card: nothing below it moves.
      expect(await sizeOf(cardLocator)).toEqual(closedSize);
    });
  }

  test('the cards sit side by side on a desktop and stacked on a phone', async ({ page, isMobile }) => {
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);
    const date = (await preview.dateCard.boundingBox())!;
    const venue = (await preview.venueCard.boundingBox())!;
    if (isMobile) expect(venue.y).toBeGreaterThanOrEqual(date.y + date.height);
    else expect(venue.y).toBe(date.y);
  });

  test('nothing scrolls sideways on a 320 px screen, whichever card is active', { tag: '@phone' }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const preview = new PreviewPage(page);
    await preview.goto(GUESTS.margaret.id);
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    expect(await sideways()).toBe(0);
    for (const card of ['date', 'venue'] as const) {
      await preview.openWithKeyboard(card);
      expect(await sideways()).toBe(0);
      const overlay = preview.overlay(card);
      expect(await overlay.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });
});
