import type { WeddingInfo } from './types';
import { EVENT } from './spec-values';
import { endsNextDay, isTimeZone, minutesOf, type CalendarDay, type ClockTime } from './zoned-time';

export interface WeddingDay {
  date: CalendarDay;
  start: ClockTime;
  end: ClockTime;
  endsNextDay: boolean;
  timeZone: string;
}

const DEFAULT_LENGTH_MINUTES = (EVENT.end.hour - EVENT.start.hour) * 60 + (EVENT.end.minute - EVENT.start.minute);

export function parseDay(value: string | undefined): CalendarDay | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? '');
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
}

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

export const parseEndTime = (value: string | undefined): ClockTime | null =>
  /^24:00$/.test(value?.trim() ?? '') ? { hour: 0, minute: 0 } : parseClockTime(value);

const addMinutes = (t: ClockTime, minutes: number): ClockTime => {
  const total = Math.min(minutesOf(t) + minutes, 23 * 60 + 59);
  return { hour: Math.floor(total / 60), minute: total % 60 };
};

export function weddingDay(info: Pick<WeddingInfo, 'wedding'>): WeddingDay {
  const w = info.wedding;
  const givenStart = parseClockTime(w.startTime) ?? parseClockTime(w.time) ?? parseClockTime(w.parts?.[0]?.start);
  const start = givenStart ?? EVENT.start;
  const givenEnd = parseEndTime(w.endTime) ?? parseEndTime(w.parts?.at(-1)?.end);
  // Without an end (the day's or its last part's), the event lasts as long as the spec's does; an end at or before the start is the next day's.
  const end = givenEnd ?? (givenStart ? addMinutes(start, DEFAULT_LENGTH_MINUTES) : EVENT.end);
  const zone = w.timeZone?.trim();
  const date = parseDay(w.date) ?? EVENT.date;
  return { date, start, end, endsNextDay: endsNextDay(start, end), timeZone: zone && isTimeZone(zone) ? zone : EVENT.timeZone };
}

export interface WeatherFigures {
  highC?: number;
  lowC?: number;
  precipitationPercent?: number;
  uvIndex?: string;
}

export function weatherFigures(info: Pick<WeddingInfo, 'weather'>): WeatherFigures {
  const w = info.weather ?? {};
  return JSON.parse(JSON.stringify({ highC: w.highC, lowC: w.lowC, precipitationPercent: w.precipitationPercent, uvIndex: w.uvIndex?.trim() || undefined }));
}
