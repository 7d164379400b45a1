import { createEvent, type DateArray } from 'ics';
import { EVENT } from './spec-values';
import { utcStamp, type CalendarEvent } from './calendar';
import { nextDay, type CalendarDay } from './zoned-time';


const utcArray = (date: Date): DateArray => [
  date.getUTCFullYear(),
  date.getUTCMonth() + 1,
  date.getUTCDate(),
  date.getUTCHours(),
  date.getUTCMinutes(),
];

const wholeDate = (day: CalendarDay): { start: DateArray; end: DateArray } => {
  const after = nextDay(day);
  return { start: [day.year, day.month, day.day], end: [after.year, after.month, after.day] };
};

export function icsText(event: CalendarEvent): string {
  const { error, value } = createEvent({
    // Stable, so importing the file twice updates the event instead of duplicating it.
    uid: `wedding-${utcStamp(event.start)}@wedding-invitation`,
    productId: 'wedding-invitation',
    ...(event.allDay ? wholeDate(event.allDay) : { start: utcArray(event.start), end: utcArray(event.end) }),
    startInputType: 'utc',
    startOutputType: 'utc',
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
        description: event.reminder,
        trigger: { minutes: event.alarmMinutesBefore, before: true },
      },
    ],
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be created');
  // The instants stay UTC; the zone tells calendars where the wedding's clocks are (RFC 7986 apps read X-WR-TIMEZONE).
  return value.replace('BEGIN:VEVENT\r\n', `X-WR-TIMEZONE:${event.timeZone}\r\nBEGIN:VEVENT\r\n`);
}

export const ICS_HEADERS = {
  'Content-Type': 'text/calendar; charset=utf-8',
  'Content-Disposition': `attachment; filename="${EVENT.fileName}"`,
} as const;
