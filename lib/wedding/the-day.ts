import type { WeddingInfo } from './types';
import { resolvedParts } from './day-parts';
import { parseClockTime, parseEndTime, weddingDay } from './wedding-day';
import { minutesOf, nextDay, zonedInstant, type CalendarDay } from './zoned-time';
import type { DayPlan, TimedPart } from './day-moment';

export type { DayPlan } from './day-moment';

const midnight = { hour: 0, minute: 0 };

/** The plan of a wedding kept an invitation (the spec's): its day never opens nor ends. */
export const NEVER = Number.MAX_SAFE_INTEGER;

/** `info` is a guest's own wedding (guestWedding): only their parts. A part that starts earlier on the clock than the one before it is after midnight. */
export function dayPlan(info: Pick<WeddingInfo, 'wedding'>): DayPlan {
  if (info.wedding.staysAnInvitation) return { opensAt: NEVER, endsAt: NEVER, parts: [] };
  const day = weddingDay(info);
  const opensAt = zonedInstant(day.date, midnight, day.timeZone).getTime();
  const listed = resolvedParts(info);
  let date: CalendarDay = day.date;
  let previous = -1;
  const parts: TimedPart[] = [];
  for (const part of listed) {
    const start = parseClockTime(part.start);
    const end = parseEndTime(part.end);
    if (!start || !end) continue;
    if (minutesOf(start) < previous) date = nextDay(date);
    previous = minutesOf(start);
    const endDate = minutesOf(end) <= minutesOf(start) ? nextDay(date) : date;
    parts.push({ id: part.id, start: zonedInstant(date, start, day.timeZone).getTime(), end: zonedInstant(endDate, end, day.timeZone).getTime() });
  }
  const dayEnd = zonedInstant(day.endsNextDay ? nextDay(day.date) : day.date, day.end, day.timeZone).getTime();
  const endsAt = parts.length > 0 ? Math.max(...parts.map((p) => p.end)) : listed.length === 0 ? zonedInstant(nextDay(day.date), midnight, day.timeZone).getTime() : dayEnd;
  return { opensAt, endsAt, parts };
}
