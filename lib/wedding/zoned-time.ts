import { dateTimeFormat } from './intl-formats';

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}
export interface ClockTime {
  hour: number;
  minute: number;
}

export const minutesOf = (t: ClockTime) => t.hour * 60 + t.minute;

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export const nextDay = (day: CalendarDay): CalendarDay => addDays(day, 1);

export const minutesUntil = (start: ClockTime, end: ClockTime) => ((minutesOf(end) - minutesOf(start) + 1439) % 1440) + 1;

export const endsNextDay = (start: ClockTime, end: ClockTime) => minutesOf(end) <= minutesOf(start);

export function isTimeZone(timeZone: string): boolean {
  try {
    dateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export function utcOffsetMinutes(timeZone: string, instant: Date): number {
  const name =
    dateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(instant).find((p) => p.type === 'timeZoneName')
      ?.value ?? 'GMT';
  const m = /GMT([+-])(\d{1,2}):?(\d{2})?/.exec(name);
  if (!m) return 0; // plain 'GMT'
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

export function zonedInstant(day: CalendarDay, time: ClockTime, timeZone: string): Date {
  const wall = Date.UTC(day.year, day.month - 1, day.day, time.hour, time.minute);
  const guess = wall - utcOffsetMinutes(timeZone, new Date(wall)) * 60_000;
  // Near a daylight-saving change the offset at the guess can differ from the wall time's.
  return new Date(wall - utcOffsetMinutes(timeZone, new Date(guess)) * 60_000);
}
