import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { parseWeddingInfo } from '@/lib/data/schemas';
import { googleCalendarUrl, outlookCalendarUrl } from '@/lib/wedding/calendar';
import { guestWedding } from '@/lib/wedding/day-parts';
import { icsText } from '@/lib/wedding/ics';
import type { WeddingInfo } from '@/lib/wedding/types';
import { invitationEvent } from './calendar-event';

/** Inês & Kenji's day (tests/fixtures/porto-wedding): a party at the quinta from 21:00 to 01:00. */
const PORTO = JSON.parse(readFileSync('tests/fixtures/porto-wedding/wedding.json', 'utf8')) as Record<string, unknown>;
const porto = (wedding: Record<string, unknown> = {}): WeddingInfo =>
  parseWeddingInfo({ ...PORTO, wedding: { ...(PORTO.wedding as object), ...wedding } });

/** What a guest's calendar receives: the .ics as an app reads it, and the two links' times. */
function calendars(info: WeddingInfo, invitedTo: string[], language: string) {
  const event = invitationEvent({ info: guestWedding(info, invitedTo, language), language });
  const vevent = new ICAL.Component(ICAL.parse(icsText(event))).getFirstSubcomponent('vevent')!;
  const ics = new ICAL.Event(vevent);
  const google = new URL(googleCalendarUrl(event)).searchParams;
  const outlook = new URL(outlookCalendarUrl(event)).searchParams;
  return {
    ics: [ics.startDate.toJSDate().toISOString(), ics.endDate.toJSDate().toISOString()],
    google: google.get('dates'),
    outlook: [outlook.get('startdt'), outlook.get('enddt')],
    description: event.description,
  };
}

describe('a party that ends after midnight', () => {
  it('is accepted as the couple wrote it: the party 21:00–01:00 and the day ending at 01:00', () => {
    expect(() => porto()).not.toThrow();
  });

  it("ends a party-only guest's calendar at 00:00Z the next day in September, Lisbon being UTC+1", () => {
    expect(calendars(porto(), ['party'], 'de')).toMatchObject({
      ics: ['2027-09-18T20:00:00.000Z', '2027-09-19T00:00:00.000Z'],
      google: '20270918T200000Z/20270919T000000Z',
      outlook: ['2027-09-18T21:00:00+01:00', '2027-09-19T01:00:00+01:00'],
    });
  });

  it('ends at 01:00Z for the same wedding in January, Lisbon being UTC then', () => {
    expect(calendars(porto({ date: '2027-01-16' }), ['party'], 'de')).toMatchObject({
      ics: ['2027-01-16T21:00:00.000Z', '2027-01-17T01:00:00.000Z'],
      google: '20270116T210000Z/20270117T010000Z',
      outlook: ['2027-01-16T21:00:00+00:00', '2027-01-17T01:00:00+00:00'],
    });
  });

  it('ends on the right instant across the October change: 21:00 summer time to 03:00 winter time is seven hours', () => {
    const lastSaturday = porto({ date: '2027-10-30', endTime: '03:00', parts: [{ id: 'party', name: 'Party', start: '21:00', end: '03:00' }] });
    expect(calendars(lastSaturday, [], 'en')).toMatchObject({
      ics: ['2027-10-30T20:00:00.000Z', '2027-10-31T03:00:00.000Z'],
      google: '20271030T200000Z/20271031T030000Z',
      outlook: ['2027-10-30T21:00:00+01:00', '2027-10-31T03:00:00+00:00'],
    });
  });

  it('gives a whole-day guest the day from the ceremony to the end of the party', () => {
    expect(calendars(porto(), [], 'pt-PT').ics).toEqual(['2027-09-18T14:00:00.000Z', '2027-09-19T00:00:00.000Z']);
  });

  it.each([
    ['1:00 AM', '9:00 PM'],
    ['24:00', '21:00'],
  ])('reads an end of %s the same way', (end, start) => {
    const info = porto({ endTime: end, parts: [{ id: 'party', name: 'Party', start, end }] });
    const { ics } = calendars(info, ['party'], 'en');
    expect(ics[1]).toBe(end === '24:00' ? '2027-09-18T23:00:00.000Z' : '2027-09-19T00:00:00.000Z');
  });

  it("shows the party's end beside its start in the guest's language, the other parts their start", () => {
    expect(calendars(porto(), [], 'de').description).toContain('Party: 21:00–1:00 – Quinta da Aveleda');
    expect(calendars(porto(), [], 'de').description).toContain('Dinner: 19:00 – Quinta da Aveleda');
    const english = porto({ parts: [{ id: 'party', name: 'Party', start: '9:00 PM', end: '1:00 AM' }], endTime: '1:00 AM' });
    expect(calendars(english, [], 'en').description).toContain('Party: 9:00 PM – 1:00 AM');
    // Isolated, so that a right-to-left line keeps the range from its start.
    expect(calendars(english, [], 'ar').description).toMatch(/Party: \u20689:00\sم – 1:00\sص\u2069/);
  });
});
