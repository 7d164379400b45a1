import { EVENT } from './spec-values';
import type { WeddingInfo } from './types';
import { PART_ID } from './day-parts';
import { validCoordinates } from './directions';
import { parseClockTime, parseDay, parseEndTime, weddingDay } from './wedding-day';
import { isTimeZone, minutesOf, minutesUntil, type ClockTime } from './zoned-time';

export interface ContentProblem {
  field: string;
  message: string;
}

// The spec's own day: the only date that may go without a time zone (it is Sydney's).
const SPEC_DATE = `${EVENT.date.year}-${String(EVENT.date.month).padStart(2, '0')}-${String(EVENT.date.day).padStart(2, '0')}`;
export const TIME_FORMAT = 'HH:MM, 24-hour (15:00), or h:MM AM/PM (3:00 PM)';
const DATE_FORMAT = 'YYYY-MM-DD (2027-06-12)';

// An end at or before its start is the next day, but not 23 hours on.
export const LONGEST_HOURS = 18;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value === undefined || value === null ? undefined : String(value));

export function weddingInfoProblems(info: WeddingInfo): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const w = info.wedding ?? {};
  const date = text(w.date);
  if (date !== undefined && !parseDay(date)) problems.push({ field: 'wedding.date', message: `"${date}" is not a date as ${DATE_FORMAT}` });
  const zone = text(w.timeZone);
  if (zone !== undefined && !isTimeZone(zone)) {
    problems.push({ field: 'wedding.timeZone', message: `"${zone}" is not an IANA time zone (such as Europe/Warsaw or America/New_York)` });
  }
  if (date !== undefined && date !== SPEC_DATE && zone === undefined) {
    problems.push({
      field: 'wedding.timeZone',
      message: `is required with a date of your own: the zone your times are in, an IANA name such as Europe/Warsaw (without it they would be Sydney's)`,
    });
  }
  const times: [string, unknown, boolean][] = [
    ['wedding.time', w.time, false],
    ['wedding.startTime', w.startTime, false],
    ['wedding.endTime', w.endTime, true],
    ['wedding.reception.time', w.reception?.time, false],
    ['wedding.schedule.ceremony', w.schedule?.ceremony, false],
    ['wedding.schedule.speeches', w.schedule?.speeches, false],
    ['wedding.schedule.lunch', w.schedule?.lunch, false],
  ];
  for (const [field, value, isEnd] of times) {
    const message = timeProblem(text(value), isEnd);
    if (message) problems.push({ field, message });
  }
  const startText = text(w.startTime) ?? text(w.time);
  const tooLong = lengthProblem(startText, text(w.endTime), 'the start');
  if (tooLong) problems.push({ field: 'wedding.endTime', message: tooLong });
  problems.push(...coordinateProblems('wedding.venue.coordinates', w.venue?.coordinates));
  problems.push(...partProblems(info));
  const deadline = text(info.rsvp?.deadline);
  if (deadline !== undefined && !parseDay(deadline) && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(deadline)) {
    problems.push({ field: 'rsvp.deadline', message: `"${deadline}" is not a date as ${DATE_FORMAT}` });
  }
  return problems;
}

const coordinateProblems = (field: string, coordinates: { lat: number; lng: number } | undefined): ContentProblem[] =>
  coordinates && !validCoordinates(coordinates) ? [{ field, message: 'must be a latitude (-90 to 90) and a longitude (-180 to 180) in degrees' }] : [];

function partProblems(info: WeddingInfo): ContentProblem[] {
  const parts = info.wedding?.parts ?? [];
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  let previous: ClockTime | null = null;
  parts.forEach((part, i) => {
    const at = `wedding.parts[${i}]`;
    const id = text(part.id) ?? '';
    if (!PART_ID.test(id)) problems.push({ field: `${at}.id`, message: `"${id}" is not an id of lowercase letters, digits and hyphens (such as ceremony or evening-party)` });
    else if (seen.has(id)) problems.push({ field: `${at}.id`, message: `"${id}" is the id of an earlier part too` });
    seen.add(id);
    const start = parseClockTime(text(part.start));
    if (!text(part.start)) problems.push({ field: `${at}.start`, message: `is required: when the part begins, as ${TIME_FORMAT}` });
    else if (!start) problems.push({ field: `${at}.start`, message: `"${text(part.start)}" is not a time as ${TIME_FORMAT}` });
    const end = text(part.end);
    const endMessage = timeProblem(end, true) ?? lengthProblem(text(part.start), end, "the part's start");
    if (endMessage) problems.push({ field: `${at}.end`, message: endMessage });
    if (start && previous && minutesOf(start) < minutesOf(previous)) problems.push({ field: `${at}.start`, message: `${text(part.start)} is before the part above it: list the parts in the order of the day` });
    if (start) previous = start;
    problems.push(...coordinateProblems(`${at}.venue.coordinates`, part.venue?.coordinates));
  });
  const last = parts.at(-1);
  const lastStart = parseClockTime(text(last?.start));
  const day = weddingDay(info);
  if (last && lastStart && !text(last.end) && !day.endsNextDay && minutesOf(day.end) <= minutesOf(lastStart)) {
    problems.push({
      field: `wedding.parts[${parts.length - 1}].end`,
      message: `is required: the last part starts at ${text(last.start)}, after the day ends (${text(info.wedding.endTime) ?? 'five hours after it starts'}); give it an end, or give wedding.endTime`,
    });
  }
  const lastEnd = parseEndTime(text(last?.end));
  // A whole-day guest's calendar ends with the day, so a day that ends before its last part would cut it short.
  if (lastStart && lastEnd && text(info.wedding.endTime) && dayOffset(day.start, lastStart, lastEnd) > minutesUntil(day.start, day.end)) {
    problems.push({
      field: 'wedding.endTime',
      message: `${text(info.wedding.endTime)} is before the last part ends (${text(last?.end)}${minutesOf(lastEnd) <= minutesOf(lastStart) ? ', the next day' : ''}): give both the same end`,
    });
  }
  return problems;
}

const dayOffset = (dayStart: ClockTime, partStart: ClockTime, partEnd: ClockTime) =>
  Math.max(0, minutesOf(partStart) - minutesOf(dayStart)) + minutesUntil(partStart, partEnd);

function timeProblem(value: string | undefined, isEnd: boolean): string | null {
  if (value === undefined || (isEnd ? parseEndTime(value) : parseClockTime(value))) return null;
  const late = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (late && Number(late[1]) >= 24) {
    if (!isEnd && value === '24:00') return '"24:00" is midnight at the end of the day, so it can only be an end: a start is 00:00 to 23:59';
    return `"${value}" is not a time: the clock runs 00:00 to 23:59 (24:00 only as an end). For a party that ends after midnight write the time the clock shows then, such as 01:00: an end at or before its start is the next day`;
  }
  return `"${value}" is not a time as ${TIME_FORMAT}`;
}

// More likely a slip, such as 09:00 for 9:00 PM.
function lengthProblem(startText: string | undefined, endText: string | undefined, what: string): string | null {
  const [start, end] = [parseClockTime(startText), parseEndTime(endText)];
  if (!start || !end || minutesUntil(start, end) <= LONGEST_HOURS * 60) return null;
  return `${endText} would be ${Math.round(minutesUntil(start, end) / 60)} hours after ${what} (${startText}), on the next day: a day or part lasts at most ${LONGEST_HOURS} hours. If it ends the same day, write a time after the start (24-hour, or with PM)`;
}

export const describeProblem = (p: ContentProblem) => `${p.field}: ${p.message}`;

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(problems.map(describeProblem).join('; '));
    this.name = 'ContentError';
  }
}
