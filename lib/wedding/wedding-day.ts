import type { WeddingInfo } from './types';
import { EVENT } from './constants';
import { isTimeZone, minutesOf, type CalendarDay, type ClockTime } from './zoned-time';

/** The wedding's day, times and zone: the couple's wedding info where it gives them, the spec's otherwise. */
export interface WeddingDay {
  date: CalendarDay;
  start: ClockTime;
  end: ClockTime;
  timeZone: string;
}

const DEFAULT_LENGTH_MINUTES = (EVENT.end.hour - EVENT.start.hour) * 60 + (EVENT.end.minute - EVENT.start.minute);

/** '2027-06-12' → that calendar day; anything else (12.06.2027, 2027-02-30) null. */
export function parseDay(value: string | undefined): CalendarDay | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? '');
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
}

/** '14:00', '2:00 PM', '10:30 am' → a clock time; anything else null. */
export function parseClockTime(value: string | undefined): ClockTime | null {
  const m = /^(\d{1,2}):(\d{2})\s*([ap]\.?m\.?)?$/i.exec(value?.trim() ?? '');
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const half = m[3]?.[0]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

const addMinutes = (t: ClockTime, minutes: number): ClockTime => {
  const total = Math.min(minutesOf(t) + minutes, 23 * 60 + 59);
  return { hour: Math.floor(total / 60), minute: total % 60 };
};
const after = (a: ClockTime, b: ClockTime) => minutesOf(a) > minutesOf(b);

/**
 * The content's readers refuse malformed values (wedding-checks.ts), so what is given here parses;
 * what is missing is the specification's.
 */
export function weddingDay(info: Pick<WeddingInfo, 'wedding'>): WeddingDay {
  const w = info.wedding;
  // A day in parts begins with its first part unless the couple says otherwise.
  const givenStart = parseClockTime(w.startTime) ?? parseClockTime(w.time) ?? parseClockTime(w.parts?.[0]?.start);
  const start = givenStart ?? EVENT.start;
  const givenEnd = parseClockTime(w.endTime);
  // Without an end, the event lasts as long as the spec's does.
  const end = givenEnd && after(givenEnd, start) ? givenEnd : givenStart ? addMinutes(start, DEFAULT_LENGTH_MINUTES) : EVENT.end;
  const zone = w.timeZone?.trim();
  return { date: parseDay(w.date) ?? EVENT.date, start, end, timeZone: zone && isTimeZone(zone) ? zone : EVENT.timeZone };
}

export interface WeatherFigures {
  highC?: number;
  lowC?: number;
  precipitationPercent?: number;
  uvIndex?: string;
}

/** The Preview's weather: only the figures the couple gave (the demo gives the specification's). */
export function weatherFigures(info: Pick<WeddingInfo, 'weather'>): WeatherFigures {
  const w = info.weather ?? {};
  return JSON.parse(JSON.stringify({ highC: w.highC, lowC: w.lowC, precipitationPercent: w.precipitationPercent, uvIndex: w.uvIndex?.trim() || undefined }));
}
