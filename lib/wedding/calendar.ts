import type { Venue, WeddingInfo } from '@/lib/wedding/types';
import { weddingDay } from '@/lib/wedding/wedding-day';
import { noPartLeft } from '@/lib/wedding/day-parts';
import { nextDay, utcOffsetMinutes, zonedInstant, type CalendarDay } from '@/lib/wedding/zoned-time';
import { EVENT } from '@/lib/wedding/spec-values';
import { CALENDAR_LINKS, MAP_EMBED_URL } from '@/lib/site/routes';

export interface CalendarEvent {
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  timeZone: string;
  alarmMinutesBefore: number;
  reminder: string;
  geo?: { lat: number; lon: number };
  allDay?: CalendarDay;
}

export const ICS_ROUTE = `/api/calendar/${EVENT.fileName}`;

export const calendarFileUrl = (guestId: string) => `${ICS_ROUTE}?guest=${encodeURIComponent(guestId)}`;

export const venueName = (venue: Venue | undefined, unknown: string) => venue?.name?.trim() || unknown;

export function venueLocation(venue: Venue | undefined, unknown: string): string {
  const parts = [venue?.name?.trim(), venue?.address?.trim()].filter((s): s is string => Boolean(s));
  return parts.length > 0 ? parts.join(', ') : unknown;
}

export function mapEmbedUrl(venue: Venue | undefined, language = 'en'): string | null {
  if (!venue?.name?.trim() && !venue?.address?.trim()) return null;
  const inLanguage = language === 'en' ? '' : `&hl=${encodeURIComponent(language)}`;
  return `${MAP_EMBED_URL}?q=${encodeURIComponent(venueLocation(venue, ''))}&output=embed${inLanguage}`;
}

export const zoneCity = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');

interface EventText {
  title: string;
  description: string;
  reminder: string;
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

export const dayStamp = ({ year, month, day }: CalendarDay, separator = '') => [String(year), pad(month), pad(day)].join(separator);

export function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

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
