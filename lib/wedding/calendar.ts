import { createEvent, type DateArray } from 'ics';
import type { Schedule, Venue, WeddingInfo } from '@/lib/wedding/types';
import { joinedNames } from '@/lib/wedding/names';
import { weddingDay } from '@/lib/wedding/wedding-day';
import { utcOffsetMinutes, zonedInstant } from '@/lib/wedding/zoned-time';
import {
  CALENDAR_LINKS,
  DEFAULT_SCHEDULE,
  DEFAULT_VENUE_NAME,
  EVENT,
  EVENT_TEXT,
  MAP_EMBED_URL,
} from '@/lib/wedding/constants';

/** The wedding as a calendar event: what the Google, Outlook and Apple options all carry. */
export interface CalendarEvent {
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  /** The IANA zone the wedding's times are in. */
  timeZone: string;
  alarmMinutesBefore: number;
  geo?: { lat: number; lon: number };
}

/** Where the Apple option downloads the .ics file (app/api/calendar/wedding-invitation.ics/route.ts). */
export const ICS_ROUTE = `/api/calendar/${EVENT.fileName}`;

/** A guest's own calendar-file link: the route answers only for a guest's id. */
export const calendarFileUrl = (guestId: string) => `${ICS_ROUTE}?guest=${encodeURIComponent(guestId)}`;

/** The three schedule rows: the wedding info's values where present, the spec's defaults otherwise. */
export function weddingSchedule(info: Pick<WeddingInfo, 'wedding'>): Required<Schedule> {
  const given = info.wedding.schedule ?? {};
  const pick = (key: keyof Schedule) => given[key]?.trim() || DEFAULT_SCHEDULE[key];
  return { ceremony: pick('ceremony'), speeches: pick('speeches'), lunch: pick('lunch') };
}

export const venueName = (venue: Venue | undefined) => venue?.name?.trim() || DEFAULT_VENUE_NAME;

/** "Name, address" — what calendars show as the location and what the map searches for. */
export function venueLocation(venue: Venue | undefined): string {
  const parts = [venue?.name?.trim(), venue?.address?.trim()].filter((s): s is string => Boolean(s));
  return parts.length > 0 ? parts.join(', ') : DEFAULT_VENUE_NAME;
}

/** An embedded map searched by the venue's name and address; null while the venue is unknown. */
export function mapEmbedUrl(venue: Venue | undefined): string | null {
  if (!venue?.name?.trim() && !venue?.address?.trim()) return null;
  return `${MAP_EMBED_URL}?q=${encodeURIComponent(venueLocation(venue))}&output=embed`;
}

/** 'Australia/Sydney' → 'Sydney': how the schedule's times are labelled for guests elsewhere. */
export const zoneCity = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');

export function weddingEvent(info: WeddingInfo): CalendarEvent {
  const names = joinedNames(info.couple);
  const schedule = weddingSchedule(info);
  const venue = info.wedding.venue;
  const coordinates = venue?.coordinates;
  const day = weddingDay(info);
  return {
    title: names ? EVENT_TEXT.titleWithNames.replace('{names}', names) : EVENT.title,
    description: [
      EVENT_TEXT.description,
      '',
      `Ceremony: ${schedule.ceremony}`,
      `Speeches: ${schedule.speeches}`,
      `Lunch: ${schedule.lunch}`,
    ].join('\n'),
    location: venueLocation(venue),
    start: zonedInstant(day.date, day.start, day.timeZone),
    end: zonedInstant(day.date, day.end, day.timeZone),
    timeZone: day.timeZone,
    alarmMinutesBefore: EVENT.alarmMinutesBefore,
    geo: coordinates ? { lat: coordinates.lat, lon: coordinates.lng } : undefined,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 20251126T233000Z */
export function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** 2025-11-27T10:30:00+11:00: the instant as the zone reads it, with the offset spelled out. */
export function zonedIso(date: Date, timeZone: string): string {
  const offsetMinutes = utcOffsetMinutes(timeZone, date);
  const local = new Date(date.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Query strings with %20 for spaces: both compose pages read it, not all read '+'. */
const query = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');

/** Google Calendar's event template, opened in a new tab. */
export function googleCalendarUrl(event: CalendarEvent): string {
  return `${CALENDAR_LINKS.google}?${query({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    ctz: event.timeZone,
    details: event.description,
    location: event.location,
  })}`;
}

/** Outlook on the web's compose deeplink, opened in a new tab. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  return `${CALENDAR_LINKS.outlook}?${query({
    path: '/calendar/action/compose',
    rru: 'addevent',
    allday: 'false',
    subject: event.title,
    startdt: zonedIso(event.start, event.timeZone),
    enddt: zonedIso(event.end, event.timeZone),
    body: event.description,
    location: event.location,
  })}`;
}

const utcArray = (date: Date): DateArray => [
  date.getUTCFullYear(),
  date.getUTCMonth() + 1,
  date.getUTCDate(),
  date.getUTCHours(),
  date.getUTCMinutes(),
];

/**
 * The .ics file for Apple Calendar (and any other). Times go in and out as UTC so the
 * server's own time zone can never shift them; calendars show them in the guest's zone.
 */
export function icsText(event: CalendarEvent): string {
  const { error, value } = createEvent({
    // Stable, so importing the file twice updates the event instead of duplicating it.
    uid: `wedding-${utcStamp(event.start)}@wedding-invitation`,
    productId: 'wedding-invitation',
    start: utcArray(event.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcArray(event.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description: event.description,
    location: event.location,
    geo: event.geo,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    alarms: [
      {
        action: 'display',
        description: `Reminder: ${event.title}`,
        trigger: { minutes: event.alarmMinutesBefore, before: true },
      },
    ],
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be created');
  // The instants stay UTC; the zone tells calendars where the wedding's clocks are (RFC 7986 apps read X-WR-TIMEZONE).
  return value.replace('BEGIN:VEVENT\r\n', `X-WR-TIMEZONE:${event.timeZone}\r\nBEGIN:VEVENT\r\n`);
}

/** The download's headers: a calendar file, saved under its name. */
export const ICS_HEADERS = {
  'Content-Type': 'text/calendar; charset=utf-8',
  'Content-Disposition': `attachment; filename="${EVENT.fileName}"`,
} as const;
