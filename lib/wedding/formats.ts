import { baseLanguage } from './languages';
import type { CalendarDay, ClockTime } from './zoned-time';

/**
 * Dates, times and figures as each language writes them (Intl). English keeps the specification's
 * own forms ('27 November 2025', 'Monday, 27 October 2025', a time as the couple wrote it), which no
 * one locale's Intl output matches on every ICU version.
 */

const isEnglish = (language: string) => baseLanguage(language) === 'en';

const utcDay = (day: CalendarDay) => new Date(Date.UTC(day.year, day.month - 1, day.day));

/** The date card's date: '27 November 2025', '27 listopada 2025', '27 tháng 11, 2025'. */
export function dayText(day: CalendarDay, language: string): string {
  if (!isEnglish(language)) return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(utcDay(day));
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(utcDay(day));
  return `${day.day} ${month} ${day.year}`;
}

/**
 * The RSVP deadline: '2025-10-27' → 'Monday, 27 October 2025', 'poniedziałek, 27 października 2025'.
 * A date alone is that calendar day; a moment is read in the wedding's time zone; anything unreadable is shown as written.
 */
export function deadlineText(value: string | undefined, language: string, timeZone: string): string | null {
  if (!value?.trim()) return null;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  const date = dateOnly ? utcDay({ year: +dateOnly[1]!, month: +dateOnly[2]!, day: +dateOnly[3]! }) : new Date(value);
  if (Number.isNaN(date.getTime())) return value.trim();
  const zone = dateOnly ? 'UTC' : timeZone;
  if (!isEnglish(language)) return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: zone }).format(date);
  const parts = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // Assembled by hand: ICU versions disagree on the comma after the weekday.
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

/** A schedule time: as the couple wrote it in English ('10:30 AM'); in another language as it writes clock times ('10:30', '10:30 ص'). */
export function clockText(written: string, time: ClockTime | null, language: string): string {
  if (isEnglish(language) || !time) return written;
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, time.hour, time.minute)));
}

/** A part that runs past midnight: '9:00 PM – 1:00 AM' as the couple wrote it in English, '21:00–1:00' in German. */
export function clockRangeText(from: [string, ClockTime | null], to: [string, ClockTime | null], language: string): string {
  const [start, end] = [clockText(from[0], from[1], language), clockText(to[0], to[1], language)];
  // Spaced only when a time has a space of its own (PM, م), as each language's range style has it.
  return /\s/.test(start + end) ? `${start} – ${end}` : `${start}–${end}`;
}

/** 23 → '23°C' ('23 °C' in German). */
export const celsiusText = (value: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'celsius', unitDisplay: 'narrow', maximumFractionDigits: 1 }).format(value);

/** 28 → '28%' ('28 %' in French). */
export const percentText = (value: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

/** When a copy was saved, for the offline notice: 'Tuesday, 24 November at 11:36 PM', in the guest's own time zone. */
export const savedAtText = (at: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(at);

/** Fills a text's {slots} (the few texts a browser completes itself, like the lightbox's '2 / 3'). */
export const fillSlots = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
