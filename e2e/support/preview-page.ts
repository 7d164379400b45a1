import { expect, type Locator, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { invitePath } from './demo';

/** The demo wedding's venue (content/demo/wedding.json). */
export const VENUE = {
  name: 'The Boathouse, Balmoral Beach',
  address: '2 The Esplanade, Mosman NSW 2088, Australia',
  coordinates: { lat: -33.8276, lng: 151.2519 },
} as const;
export const VENUE_LOCATION = `${VENUE.name}, ${VENUE.address}`;
export const EVENT_TITLE = 'The wedding of Amelia & Daniel';

/** 10:30–15:30 Sydney time (UTC+11) on 27 November 2025, as instants. */
export const EVENT_UTC = { start: '2025-11-26T23:30:00.000Z', end: '2025-11-27T04:30:00.000Z' } as const;

export type CardName = 'date' | 'venue';

/** The venue photo's request, direct or through the image optimiser (/_next/image?url=%2Fmedia%2Fgallery%2Fvenue.jpg). */
export const VENUE_PHOTO_URL = /(\/|%2F)media(\/|%2F)gallery(\/|%2F)venue\.jpg/i;
export const isMapProvider = (url: string | URL) => new URL(String(url)).hostname === 'www.google.com';

/** The Preview section of one guest's invitation. */
export class PreviewPage {
  readonly section: Locator;
  readonly previewLink: Locator;
  readonly dateToggle: Locator;
  readonly venueToggle: Locator;
  readonly dateCard: Locator;
  readonly venueCard: Locator;
  /** Located by id, not by role: a closed overlay is hidden from the accessibility tree. */
  readonly weatherOverlay: Locator;
  readonly mapOverlay: Locator;
  readonly googleLink: Locator;
  readonly outlookLink: Locator;
  readonly appleLink: Locator;
  readonly venuePhoto: Locator;
  readonly photoLoading: Locator;
  readonly map: Locator;

  constructor(readonly page: Page) {
    this.section = page.locator('section#preview');
    this.previewLink = page.getByRole('banner').getByRole('link', { name: 'Preview' });
    this.dateToggle = this.section.getByRole('button', { name: 'Date & Schedule' });
    this.venueToggle = this.section.getByRole('button', { name: 'Venue' });
    this.dateCard = this.section.locator('[data-card="date"]');
    this.venueCard = this.section.locator('[data-card="venue"]');
    this.weatherOverlay = this.section.locator('#preview-date-overlay');
    this.mapOverlay = this.section.locator('#preview-venue-overlay');
    this.googleLink = this.weatherOverlay.getByRole('link', { name: /^Google/ });
    this.outlookLink = this.weatherOverlay.getByRole('link', { name: /^Outlook/ });
    this.appleLink = this.weatherOverlay.getByRole('link', { name: /^Apple/ });
    this.venuePhoto = this.venueCard.getByRole('img', { name: VENUE.name });
    this.photoLoading = this.venueCard.getByText('Loading venue image...');
    this.map = this.mapOverlay.locator('iframe');
  }

  /** Opens the invitation and waits until the cards answer to clicks (React has hydrated them). */
  async goto(guestId: string): Promise<void> {
    await this.page.goto(invitePath(guestId));
    await this.waitUntilInteractive();
  }

  async waitUntilInteractive(): Promise<void> {
    await expect
      // A wait, not a figure: two loaded cores can take over 5 s to hydrate.
      .poll(() => this.dateToggle.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))), { message: 'the cards hydrated', timeout: 20_000 })
      .toBe(true);
  }

  toggle(card: CardName): Locator {
    return card === 'date' ? this.dateToggle : this.venueToggle;
  }

  overlay(card: CardName): Locator {
    return card === 'date' ? this.weatherOverlay : this.mapOverlay;
  }

  /** Checks which card is active: its button says so and only its overlay shows. */
  async expectActive(card: CardName | null): Promise<void> {
    for (const each of ['date', 'venue'] as const) {
      const on = each === card;
      await expect(this.toggle(each)).toHaveAttribute('aria-expanded', String(on));
      if (on) await expect(this.overlay(each)).toBeVisible();
      else await expect(this.overlay(each)).toBeHidden();
    }
  }

  /** Opens a card from the keyboard: the same on every device, and no hover involved. */
  async openWithKeyboard(card: CardName): Promise<void> {
    await this.toggle(card).focus();
    await this.page.keyboard.press('Enter');
    await this.expectActive(card);
  }

  /** The value shown beside a weather label ('Average high' → '23°C'). */
  weatherFigure(label: string): Locator {
    return this.weatherOverlay.locator('dl > div', { has: this.page.getByText(label, { exact: true }) }).locator('dd');
  }

  scheduleTime(row: string): Locator {
    return this.dateCard.locator('dl > div', { has: this.page.getByText(row, { exact: true }) }).locator('dd');
  }
}

/** The .ics text read as a calendar app would, through a third-party iCalendar parser. */
export function readIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  const first = vevents[0];
  if (!first) return { eventCount: 0 } as const;
  const event = new ICAL.Event(first);
  return {
    eventCount: vevents.length,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    location: event.location,
    alarms: first.getAllSubcomponents('valarm').map((alarm) => ({
      action: alarm.getFirstPropertyValue('action'),
      triggerSeconds: (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds(),
    })),
  };
}
