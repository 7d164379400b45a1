import ICAL from 'ical.js';
import type { WeddingInfo } from '@/lib/wedding/types';
import {
  googleCalendarUrl,
  mapEmbedUrl,
  outlookCalendarUrl,
  venueLocation,
  zoneCity,
} from './calendar';
import { EVENT } from './spec-values';
import { icsText, ICS_HEADERS } from './ics';
import { invitationEvent } from '@/lib/invitation/calendar-event';
import { utcOffsetMinutes } from './zoned-time';

const VENUE = {
  name: 'The Boathouse, Balmoral Beach',
  address: '2 The Esplanade, Mosman NSW 2088, Australia',
  coordinates: { lat: -33.8276, lng: 151.2519 },
};
const LOCATION = 'The Boathouse, Balmoral Beach, 2 The Esplanade, Mosman NSW 2088, Australia';

const info = (wedding: WeddingInfo['wedding'] = { venue: VENUE }, couple: WeddingInfo['couple'] = { name1: 'Amelia', name2: 'Daniel' }): WeddingInfo => ({
  couple,
  photos: {},
  wedding,
  rsvp: {},
});

/** The event a guest's page and calendar file carry, in their language (English unless given). */
const weddingEvent = (i: WeddingInfo, language = 'en') => invitationEvent({ info: i, language });

const START = '2025-11-26T23:30:00.000Z';
const END = '2025-11-27T04:30:00.000Z';

/** The .ics text as a calendar app reads it, through a third-party parser. */
function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  const vevent = vevents[0]!;
  const event = new ICAL.Event(vevent);
  return { calendar, vevents, vevent, event, alarms: vevent.getAllSubcomponents('valarm') };
}

describe('the venue', () => {
  it('is located by name and address', () => {
    expect(venueLocation(VENUE, 'Venue TBA')).toBe(LOCATION);
    expect(venueLocation({ address: '2 The Esplanade' }, 'Venue TBA')).toBe('2 The Esplanade');
  });

  it("is 'Venue TBA' when unknown, and has no map then", () => {
    expect(weddingEvent(info({})).location).toBe('Venue TBA');
    expect(mapEmbedUrl({})).toBeNull();
  });

  it('embeds a map searched by name and address', () => {
    const url = new URL(mapEmbedUrl(VENUE)!);
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps');
    expect(url.searchParams.get('q')).toBe(LOCATION);
    expect(url.searchParams.get('output')).toBe('embed');
  });
});

describe('the calendar event', () => {
  const event = weddingEvent(info());

  it('runs 10:30 to 15:30 Sydney time on 27 November 2025', () => {
    expect(event.start.toISOString()).toBe(START);
    expect(event.end.toISOString()).toBe(END);
    expect(event.timeZone).toBe('Australia/Sydney');
  });

  it("uses Sydney's real offset on the day, from the time-zone database", () => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: EVENT.timeZone, timeZoneName: 'longOffset' })
      .formatToParts(event.start)
      .find((p) => p.type === 'timeZoneName')?.value;
    expect(name).toBe('GMT+11:00');
    expect(utcOffsetMinutes(EVENT.timeZone, event.start)).toBe(11 * 60);
  });

  it("labels the schedule's times with the zone's city", () => {
    expect(zoneCity(event.timeZone)).toBe('Sydney');
    expect(zoneCity('America/Los_Angeles')).toBe('Los Angeles');
  });

  it("is titled with the couple's names, else with the default title", () => {
    expect(event.title).toBe('The wedding of Amelia & Daniel');
    expect(weddingEvent(info(undefined, {})).title).toBe('Our Wedding');
  });

  it('describes the schedule and is located at the venue', () => {
    expect(event.description).toContain('Ceremony: 10:30 AM');
    expect(event.description).toContain('Speeches: 12:00 PM');
    expect(event.description).toContain('Lunch: 1:00 PM');
    expect(event.location).toBe(LOCATION);
    expect(event.geo).toEqual({ lat: -33.8276, lon: 151.2519 });
  });
});

describe('the Google Calendar link', () => {
  const event = weddingEvent(info());
  const url = new URL(googleCalendarUrl(event));

  it("opens Google Calendar's event template", () => {
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
  });

  it('carries the title, UTC times, zone, description and location', () => {
    expect(url.searchParams.get('text')).toBe('The wedding of Amelia & Daniel');
    expect(url.searchParams.get('dates')).toBe('20251126T233000Z/20251127T043000Z');
    expect(url.searchParams.get('ctz')).toBe('Australia/Sydney');
    expect(url.searchParams.get('details')).toBe(event.description);
    expect(url.searchParams.get('location')).toBe(LOCATION);
    expect([...url.searchParams.keys()].sort()).toEqual(['action', 'ctz', 'dates', 'details', 'location', 'text']);
  });

  it('encodes spaces as %20, never as +', () => {
    expect(url.search).not.toContain('+');
    expect(url.search).toContain('Amelia%20%26%20Daniel');
  });
});

describe('the Outlook link', () => {
  const event = weddingEvent(info());
  const url = new URL(outlookCalendarUrl(event));

  it("opens Outlook on the web's compose page", () => {
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/action/compose');
    expect(url.searchParams.get('path')).toBe('/calendar/action/compose');
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('allday')).toBe('false');
  });

  it('carries the subject, Sydney times with their offset, body and location', () => {
    expect(url.searchParams.get('subject')).toBe('The wedding of Amelia & Daniel');
    expect(url.searchParams.get('startdt')).toBe('2025-11-27T10:30:00+11:00');
    expect(url.searchParams.get('enddt')).toBe('2025-11-27T15:30:00+11:00');
    expect(new Date(url.searchParams.get('startdt')!).toISOString()).toBe(START);
    expect(new Date(url.searchParams.get('enddt')!).toISOString()).toBe(END);
    expect(url.searchParams.get('body')).toBe(event.description);
    expect(url.searchParams.get('location')).toBe(LOCATION);
  });
});

describe('the .ics file', () => {
  const event = weddingEvent(info());
  const text = icsText(event);
  const parsed = parseIcs(text);

  it('holds exactly one event', () => {
    expect(parsed.calendar.name).toBe('vcalendar');
    expect(parsed.vevents).toHaveLength(1);
  });

  it('starts at 2025-11-26T23:30Z and ends at 2025-11-27T04:30Z', () => {
    expect(parsed.event.startDate.toJSDate().toISOString()).toBe(START);
    expect(parsed.event.endDate.toJSDate().toISOString()).toBe(END);
    expect(parsed.event.startDate.zone?.tzid).toBe('UTC');
  });

  it('carries the title, description, location and coordinates', () => {
    expect(parsed.event.summary).toBe('The wedding of Amelia & Daniel');
    expect(parsed.event.description).toBe(event.description);
    expect(parsed.event.location).toBe(LOCATION);
    expect(parsed.vevent.getFirstPropertyValue('geo')).toEqual([-33.8276, 151.2519]);
  });

  it('reminds the guest with a display alarm 60 minutes before', () => {
    expect(parsed.alarms).toHaveLength(1);
    const alarm = parsed.alarms[0]!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(-60 * 60);
  });

  it('uses CRLF line endings and a stable uid', () => {
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(parsed.event.uid).toBe(parseIcs(icsText(weddingEvent(info()))).event.uid);
  });

  it('has no coordinates when the venue has none', () => {
    const plain = parseIcs(icsText(weddingEvent(info({ venue: { name: 'Town Hall' } }))));
    expect(plain.vevent.getFirstPropertyValue('geo')).toBeNull();
    expect(plain.event.location).toBe('Town Hall');
  });

  it('is served as a calendar attachment named wedding-invitation.ics', () => {
    expect(ICS_HEADERS['Content-Type']).toBe('text/calendar; charset=utf-8');
    expect(ICS_HEADERS['Content-Disposition']).toBe('attachment; filename="wedding-invitation.ics"');
  });
});

describe("a Polish guest's calendar event", () => {
  const event = weddingEvent(info(), 'pl');
  const parsed = parseIcs(icsText(event));

  it('has its title, description, schedule times and reminder in Polish, at the same moment', () => {
    expect(parsed.event.summary).toBe('Ślub – Amelia & Daniel');
    expect(parsed.event.description).toBe('Będzie nam bardzo miło świętować ten dzień razem z Tobą.\n\nCeremonia: 10:30\nPrzemówienia: 12:00\nObiad: 13:00');
    expect(parsed.alarms[0]!.getFirstPropertyValue('description')).toBe('Przypomnienie: Ślub – Amelia & Daniel');
    expect(parsed.event.startDate.toJSDate().toISOString()).toBe(START);
  });

  it('carries the same Polish words in the Google and Outlook links', () => {
    expect(new URL(googleCalendarUrl(event)).searchParams.get('text')).toBe('Ślub – Amelia & Daniel');
    expect(new URL(outlookCalendarUrl(event)).searchParams.get('body')).toBe(event.description);
  });

  it("names an unknown venue in Polish", () => {
    expect(weddingEvent(info({}), 'pl').location).toBe('Miejsce podamy wkrótce');
  });
});

describe('a wedding elsewhere: Lisbon, 12 June 2026, 16:00–22:00, edited in the wedding info only', () => {
  const lisbon = info({
    date: '2026-06-12',
    startTime: '16:00',
    endTime: '22:00',
    timeZone: 'Europe/Lisbon',
    venue: { name: 'Palácio Marquês de Pombal', address: 'Lisboa' },
  });
  const event = weddingEvent(lisbon);
  // Lisbon is on summer time (UTC+1) in June: 16:00 there is 15:00 UTC.
  const START_UTC = '2026-06-12T15:00:00.000Z';
  const END_UTC = '2026-06-12T21:00:00.000Z';

  it("puts its own zone and instants in the .ics file, as a calendar app reads them", () => {
    const text = icsText(event);
    const parsed = parseIcs(text);
    expect(parsed.event.startDate.toJSDate().toISOString()).toBe(START_UTC);
    expect(parsed.event.endDate.toJSDate().toISOString()).toBe(END_UTC);
    expect(parsed.calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Lisbon');
    expect(text).not.toContain('Australia/Sydney');
    const trigger = parsed.alarms[0]!.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(-60 * 60);
  });

  it('gives Google its zone and Outlook its local times with the summer offset', () => {
    const google = new URL(googleCalendarUrl(event));
    expect(google.searchParams.get('ctz')).toBe('Europe/Lisbon');
    expect(google.searchParams.get('dates')).toBe('20260612T150000Z/20260612T210000Z');
    const outlook = new URL(outlookCalendarUrl(event));
    expect(outlook.searchParams.get('startdt')).toBe('2026-06-12T16:00:00+01:00');
    expect(outlook.searchParams.get('enddt')).toBe('2026-06-12T22:00:00+01:00');
  });

  it('follows daylight saving: a January wedding in Lisbon is on UTC+0', () => {
    const winter = weddingEvent(info({ date: '2027-01-15', startTime: '2:00 PM', timeZone: 'Europe/Lisbon' }));
    expect(winter.start.toISOString()).toBe('2027-01-15T14:00:00.000Z');
    expect(winter.end.toISOString()).toBe('2027-01-15T19:00:00.000Z'); // the spec's five hours when no end is given
  });

  it("keeps the spec's day, times and zone for values it cannot read", () => {
    const odd = weddingEvent(info({ date: '12/06/2026', startTime: 'noon', timeZone: 'Mars/Olympus' }));
    expect(odd.start.toISOString()).toBe(START);
    expect(odd.timeZone).toBe('Australia/Sydney');
  });
});

describe('a guest none of whose parts remain', () => {
  // What guestWedding leaves them (lib/wedding/day-parts.ts): the date and its zone, no part.
  const nothingLeft = info({ date: '2027-06-12', timeZone: 'Europe/Lisbon', parts: [] });
  const event = weddingEvent(nothingLeft);

  it('gets the whole date in every calendar, at no time and no venue of anyone’s', () => {
    expect(event).toMatchObject({ allDay: { year: 2027, month: 6, day: 12 }, location: 'Venue TBA', description: 'We would love you to celebrate with us.' });
    expect(event.geo).toBeUndefined();
    const google = new URL(googleCalendarUrl(event));
    expect(google.searchParams.get('dates')).toBe('20270612/20270613');
    const outlook = new URL(outlookCalendarUrl(event));
    expect([outlook.searchParams.get('allday'), outlook.searchParams.get('startdt'), outlook.searchParams.get('enddt')]).toEqual(['true', '2027-06-12', '2027-06-13']);
  });

  it('gets a calendar file of that date alone (DTSTART;VALUE=DATE)', () => {
    const text = icsText(event);
    expect(text).toContain('DTSTART;VALUE=DATE:20270612');
    expect(text).toContain('DTEND;VALUE=DATE:20270613');
    const parsed = parseIcs(text).event;
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.startDate.toString()).toBe('2027-06-12');
    expect(text).not.toMatch(/DTSTART:|DTEND:/);
  });
});
