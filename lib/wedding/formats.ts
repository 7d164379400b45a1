import { baseLanguage, isolated } from './languages';
import type { CalendarDay, ClockTime } from './zoned-time';
import { dateTimeFormat, listFormat, numberFormat } from './intl-formats';

const isEnglish = (language: string) => baseLanguage(language) === 'en';

const utcDay = (day: CalendarDay) => new Date(Date.UTC(day.year, day.month - 1, day.day));

export function dayText(day: CalendarDay, language: string): string {
  if (!isEnglish(language)) return dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(utcDay(day));
  const month = dateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(utcDay(day));
  return `${day.day} ${month} ${day.year}`;
}

export function deadlineText(value: string | undefined, language: string, timeZone: string): string | null {
  if (!value?.trim()) return null;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const date = dateOnly ? utcDay({ year: +dateOnly[1]!, month: +dateOnly[2]!, day: +dateOnly[3]! }) : new Date(value);
  if (Number.isNaN(date.getTime())) return value.trim();
  const zone = dateOnly ? 'UTC' : timeZone;
  if (!isEnglish(language)) return dateTimeFormat(language, { dateStyle: 'full', timeZone: zone }).format(date);
  const parts = dateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // Assembled by hand: ICU versions disagree on the comma after the weekday.
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

export function clockText(written: string, time: ClockTime | null, language: string): string {
  if (isEnglish(language) || !time) return written;
  return dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, time.hour, time.minute)));
}

export function clockRangeText(from: [string, ClockTime | null], to: [string, ClockTime | null], language: string): string {
  const [start, end] = [clockText(from[0], from[1], language), clockText(to[0], to[1], language)];
  // Isolated: in right-to-left text '21:00–3:00' would read from 3:00.
  return isolated(/\s/.test(start + end) ? `${start} – ${end}` : `${start}–${end}`, language);
}

export const celsiusText = (value: number, language: string) =>
  numberFormat(language, { style: 'unit', unit: 'celsius', unitDisplay: 'narrow', maximumFractionDigits: 1 }).format(value);

export const percentText = (value: number, language: string) =>
  numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

export const savedAtText = (at: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(at);

export const fillSlots = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** '2 hr, 15 min' as the language writes a duration; whole minutes, rounded up. */
export function durationText(minutes: number, language: string): string {
  const whole = Math.max(1, Math.ceil(minutes));
  const [hours, rest] = [Math.floor(whole / 60), whole % 60];
  const unit = (value: number, name: 'hour' | 'minute') => numberFormat(language, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const parts = [hours > 0 ? unit(hours, 'hour') : null, rest > 0 ? unit(rest, 'minute') : null].filter((p): p is string => p !== null);
  return listFormat(language, { type: 'unit', style: 'narrow' }).format(parts);
}
