import type { DayPart, Venue, WeddingInfo } from './types';
import { DEFAULT_SCHEDULE, PART_WITHOUT_END_MINUTES } from './spec-values';
import { baseLanguage, DEFAULT_LANGUAGE, translated } from './languages';
import { parseClockTime, parseEndTime, weddingDay } from './wedding-day';
import type { ClockTime } from './zoned-time';

const SPEC_PART_IDS = ['ceremony', 'speeches', 'lunch'] as const;
type SpecPartId = (typeof SPEC_PART_IDS)[number];
export const isSpecPart = (id: string): id is SpecPartId => (SPEC_PART_IDS as readonly string[]).includes(id);

export const PART_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

const minutesAfter = (t: ClockTime, minutes: number): ClockTime => {
  const total = (t.hour * 60 + t.minute + minutes) % 1440;
  return { hour: Math.floor(total / 60), minute: total % 60 };
};

const hhmm = (t: ClockTime) => `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;

export function listedParts(info: Pick<WeddingInfo, 'wedding'>): DayPart[] {
  const w = info.wedding;
  // An empty list only on an invitation none of whose parts remain (guestWedding): the readers drop an empty one.
  if (w.parts) return w.parts;
  return SPEC_PART_IDS.map((id) => ({ id, start: w.schedule?.[id]?.trim() || DEFAULT_SCHEDULE[id] }));
}

export function resolvedParts(info: Pick<WeddingInfo, 'wedding'>): DayPart[] {
  const parts = listedParts(info);
  const dayEnd = weddingDay(info).end;
  return parts.map((part, i) => {
    const next = parts[i + 1];
    const end = part.end?.trim() || (next ? next.start : hhmm(dayEnd));
    // Kept when already decided: a guest's own day has their first part's venue as its own.
    const atWeddingVenue = part.atWeddingVenue ?? (!part.venue || venueKey(part.venue) === venueKey(info.wedding.venue));
    return { ...part, end, venue: part.venue ?? info.wedding.venue, atWeddingVenue };
  });
}

export const partIds = (info: Pick<WeddingInfo, 'wedding'>) => listedParts(info).map((p) => p.id);

function invitedParts<T extends { id: string }>(all: T[], invitedTo: readonly string[] | undefined): T[] {
  if (!invitedTo || invitedTo.length === 0) return all;
  const wanted = new Set(invitedTo);
  return all.filter((p) => wanted.has(p.id));
}

export const venueKey = (venue: Venue | undefined) => `${venue?.name?.trim() ?? ''}\u0000${venue?.address?.trim() ?? ''}`;

export interface PartsVenue {
  venue: Venue | undefined;
  parts: DayPart[];
}

export function distinctVenues(parts: DayPart[]): PartsVenue[] {
  if (parts.length === 0) return [{ venue: undefined, parts: [] }];
  const byVenue = new Map<string, PartsVenue>();
  for (const part of parts) {
    const key = venueKey(part.venue);
    const entry = byVenue.get(key) ?? { venue: part.venue, parts: [] };
    entry.parts.push(part);
    byVenue.set(key, entry);
  }
  return [...byVenue.values()];
}

export function guestWedding(info: WeddingInfo, invitedTo: readonly string[] | undefined, languageTag: string): WeddingInfo {
  const listed = listedParts(info);
  const all = resolvedParts(info).map((part, i) => {
    const next = listed[i + 1];
    if (listed[i]!.end?.trim() || !next || !invitedTo?.length || invitedTo.includes(next.id)) return part;
    return { ...part, end: hhmm(minutesAfter(parseClockTime(part.start)!, PART_WITHOUT_END_MINUTES)) };
  });
  const mine = invitedParts(all, invitedTo);
  if (mine.length === 0) return withoutTheDay(info, languageTag);
  const parts = mine.map(({ translations, ...part }) =>
    part.name === undefined ? part : { ...part, ...translated({ name: part.name }, translations, languageTag) },
  );
  const first = parts[0]!;
  const last = parts.at(-1)!;
  const day = weddingDay(info);
  const start = first.id === all[0]!.id ? hhmm(day.start) : hhmm(parseClockTime(first.start)!);
  const end = last.id === all.at(-1)!.id ? hhmm(day.end) : hhmm(parseEndTime(last.end)!);
  const wedding = { ...info.wedding };
  delete wedding.schedule;
  delete wedding.reception;
  delete wedding.time;
  delete wedding.thanks;
  return { ...info, wedding: { ...wedding, ...guestThanks(info, languageTag), startTime: start, endTime: end, venue: first.venue, parts } };
}

function withoutTheDay(info: WeddingInfo, languageTag: string): WeddingInfo {
  const { date, timeZone, staysAnInvitation } = info.wedding;
  return { ...info, wedding: { date, timeZone, staysAnInvitation, ...guestThanks(info, languageTag), parts: [] } };
}

// The note in the guest's language, or the couple's own when the guest reads the wedding's; else none (the page's default).
function guestThanks(info: WeddingInfo, languageTag: string): Pick<WeddingInfo['wedding'], 'thanks'> {
  const { note, translations } = info.wedding.thanks ?? {};
  const own = translations && translated({ note: '' }, translations, languageTag).note;
  if (own) return { thanks: { note: own } };
  const weddingLanguage = info.language ?? DEFAULT_LANGUAGE;
  return note && baseLanguage(languageTag) === baseLanguage(weddingLanguage) ? { thanks: { note } } : {};
}

export const noPartLeft = (info: Pick<WeddingInfo, 'wedding'>) => info.wedding.parts?.length === 0;
