import type { Venue, WeddingInfo } from '@/lib/wedding/types';
import { weddingDay } from '@/lib/wedding/wedding-day';
import { noPartLeft } from '@/lib/wedding/day-parts';
import { nextDay, utcOffsetMinutes, zonedInstant, type CalendarDay } from '@/lib/wedding/zoned-time';
import { EVENT } from '@/lib/wedding/spec-values';
import { CALENDAR_LINKS, MAP_EMBED_URL } from '@/lib/wedding/routes';

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
  /** What the alarm says. */
  reminder: string;
  geo?: { lat: number; lon: number };
  /** Set when the event is this whole date, with no time: a guest none of whose parts remain. */
  allDay?: CalendarDay;
}

/** Where the Apple option downloads the .ics file (app/api/calendar/wedding-invitation.ics/route.ts). */
export const ICS_ROUTE = `/api/calendar/${EVENT.fileName}`;

/** A guest's own calendar-file link: the route answers only for a guest's id. */
export const calendarFileUrl = (guestId: string) => `${ICS_ROUTE}?guest=${encodeURIComponent(guestId)}`;

/** The venue's name, or `unknown` ('Venue TBA' in the guest's language) while it has none. */
export const venueName = (venue: Venue | undefined, unknown: string) => venue?.name?.trim() || unknown;

/** "Name, address" — what calendars show as the location and what the map searches for; `unknown` while there is neither. */
export function venueLocation(venue: Venue | undefined, unknown: string): string {
  const parts = [venue?.name?.trim(), venue?.address?.trim()].filter((s): s is string => Boolean(s));
  return parts.length > 0 ? parts.join(', ') : unknown;
}

/** An embedded map searched by the venue's name and address, in the guest's language; null while the venue is unknown. */
export function mapEmbedUrl(venue: Venue | undefined, language = 'en'): string | null {
  if (!venue?.name?.trim() && !venue?.address?.trim()) return null;
  const inLanguage = language === 'en' ? '' : `&hl=${encodeURIComponent(language)}`;
  return `${MAP_EMBED_URL}?q=${encodeURIComponent(venueLocation(venue, ''))}&output=embed${inLanguage}`;
}

/** 'Australia/Sydney' → 'Sydney': how the schedule's times are labelled for guests elsewhere. */
export const zoneCity = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');

/** The event's words, in the guest's language (lib/invitation/calendar-event.ts). */
interface EventText {
  title: string;
  description: string;
  reminder: string;
  /** The location while the venue is unknown. */
  venueTba: string;
}

export function weddingEvent(info: WeddingInfo, text: EventText): CalendarEvent {
  const venue = info.wedding.venue;
  const coordinates = venue?.coordinates;
  const day = weddingDay(info);
  const allDay = noPartLeft(info);
  const midnight = { hour: 0, minute: 0 };
  return {
    title: text.title,
    description: text.description,
    location: venueLocation(venue, text.venueTba),
    start: zonedInstant(day.date, allDay ? midnight : day.start, day.timeZone),
    end: allDay ? zonedInstant(nextDay(day.date), midnight, day.timeZone) : zonedInstant(day.endsNextDay ? nextDay(day.date) : day.date, day.end, day.timeZone),
    ...(allDay && { allDay: day.date }),
    timeZone: day.timeZone,
    alarmMinutesBefore: EVENT.alarmMinutesBefore,
    reminder: text.reminder,
    geo: coordinates ? { lat: coordinates.lat, lon: coordinates.lng } : undefined,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 20251127, and with `separator` '-' 2025-11-27. */
export const dayStamp = ({ year, month, day }: CalendarDay, separator = '') => [String(year), pad(month), pad(day)].join(separator);

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
    dates: event.allDay ? `${dayStamp(event.allDay)}/${dayStamp(nextDay(event.allDay))}` : `${utcStamp(event.start)}/${utcStamp(event.end)}`,
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
    allday: String(Boolean(event.allDay)),
    subject: event.title,
    startdt: event.allDay ? dayStamp(event.allDay, '-') : zonedIso(event.start, event.timeZone),
    enddt: event.allDay ? dayStamp(nextDay(event.allDay), '-') : zonedIso(event.end, event.timeZone),
    body: event.description,
    location: event.location,
  })}`;
}
