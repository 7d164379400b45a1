import type { Translator } from '@/lib/i18n/translator';
import { isSpecPart } from '@/lib/wedding/day-parts';
import { clockRangeText, clockText } from '@/lib/wedding/formats';
import type { DayPart } from '@/lib/wedding/types';
import { parseClockTime, parseEndTime } from '@/lib/wedding/wedding-day';
import { endsNextDay } from '@/lib/wedding/zoned-time';

export interface ScheduleRow {
  key: string;
  label: string;
  time: string;
}

export const partLabel = (t: Translator, part: DayPart) => part.name ?? (isSpecPart(part.id) ? t(`preview.${part.id}`) : part.id);

export function scheduleRows(t: Translator, parts: DayPart[], language: string): ScheduleRow[] {
  return parts.map((part) => ({ key: part.id, label: partLabel(t, part), time: partTime(part, language) }));
}

// Its end only when that is the next day: the one end a guest could not guess from the next row.
function partTime(part: DayPart, language: string): string {
  const [start, end] = [parseClockTime(part.start), parseEndTime(part.end)];
  if (!start || !end || !part.end || !endsNextDay(start, end)) return clockText(part.start, start, language);
  return clockRangeText([part.start, start], [part.end, end], language);
}
