import type { SupabaseClient } from '@supabase/supabase-js';
import { parseWeddingInfo, storedPartIds } from '@/lib/data/schemas';
import { listedParts, resolvedParts } from '@/lib/wedding/day-parts';
import type { WeddingInfo } from '@/lib/wedding/types';
import { parseClockTime, parseEndTime, weddingDay } from '@/lib/wedding/wedding-day';
import { endsNextDay, nextDay } from '@/lib/wedding/zoned-time';
import { MIGRATIONS, type Finding } from './doctor-types';
import { describeError } from '../project';

// Guests are named by name, never by id (the id is their private link).

interface PartFacts {
  guests: { name: string; invited_to?: readonly string[] | null }[];
  partIds: readonly string[] | undefined;
  weddingWhere: string;
}

const listed = (items: string[]) => (items.length > 4 ? `${items.slice(0, 4).join('; ')} and ${items.length - 4} more` : items.join('; '));
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function weddingPartIds(raw: unknown): string[] | undefined {
  try {
    return storedPartIds(raw).ids;
  } catch {
    return undefined;
  }
}

export function partFindings({ guests, partIds: known, weddingWhere }: PartFacts, where: string): Finding[] {
  if (!known) return [];
  const invited = guests.filter((g) => (g.invited_to?.length ?? 0) > 0);
  const fewer: string[] = [];
  const wholeDay: string[] = [];
  for (const guest of invited) {
    const ids = guest.invited_to ?? [];
    const gone = ids.filter((id) => !known.includes(id));
    if (gone.length === 0) continue;
    (gone.length === ids.length ? wholeDay : fewer).push(`${guest.name} (${gone.join(', ')})`);
  }
  const fix = `Add the parts back to ${weddingWhere}, or import those guests again with an invited_to column naming parts it lists: ${known.join(', ')} (docs/couples-guide.md, "Parts of the day").`;
  const desk = 'Add the parts back in The wedding here on the desk, or tick those guests’ parts again on their pages.';
  const findings: Finding[] = [];
  if (wholeDay.length) {
    findings.push({
      level: 'fail',
      title: `${plural(wholeDay.length, 'guest', 'guests')} in ${where} ${wholeDay.length === 1 ? 'is' : 'are'} invited only to parts of the day ${weddingWhere} no longer lists: ${listed(wholeDay)}`,
      detail: 'With none of their parts left, their invitation shows the date only: no time, no venue, and a calendar entry for the whole date.',
      fix,
      desk,
    });
  }
  if (fewer.length) {
    findings.push({
      level: 'warn',
      title: `${plural(fewer.length, 'guest', 'guests')} in ${where} ${fewer.length === 1 ? 'is' : 'are'} invited to parts of the day ${weddingWhere} no longer lists: ${listed(fewer)}`,
      detail: 'Their invitation shows only their parts that remain.',
      fix,
      desk,
    });
  }
  if (findings.length === 0) {
    findings.push({
      level: 'ok',
      title:
        invited.length === 0
          ? 'Every guest is invited to the whole day'
          : `${plural(invited.length, 'guest is', 'guests are')} invited to part of the day, each to parts ${weddingWhere} lists; ${plural(guests.length - invited.length, 'guest', 'guests')} to the whole day`,
    });
  }
  return findings;
}

export async function checkParts(service: SupabaseClient, weddingRow: unknown): Promise<Finding[]> {
  const guests = await service.from('guests').select('name,invited_to').retry(false);
  if (guests.error) {
    return [{ level: 'warn', title: "The guests' parts of the day could not be read", detail: describeError(guests.error), fix: `${MIGRATIONS}: 20261126000000_invited_to.sql adds them` }];
  }
  return [
    ...partFindings({ guests: guests.data ?? [], partIds: weddingPartIds(weddingRow), weddingWhere: 'wedding_info' }, 'the project'),
    ...openEndFindings(guests.data ?? [], weddingRow, 'wedding_info'),
    ...pastMidnightFindings(weddingRow, 'wedding_info'),
  ];
}

function weddingOrNull(raw: unknown): WeddingInfo | null {
  try {
    return parseWeddingInfo(raw);
  } catch {
    return null;
  }
}

export function openEndFindings(guests: PartFacts['guests'], raw: unknown, where: string): Finding[] {
  const info = weddingOrNull(raw);
  if (!info) return [];
  const parts = listedParts(info);
  const findings: Finding[] = [];
  parts.forEach((part, i) => {
    const next = parts[i + 1];
    if (part.end?.trim() || !next) return;
    const cut = guests.filter((g) => g.invited_to?.includes(part.id) && !g.invited_to.includes(next.id)).map((g) => g.name);
    if (cut.length === 0) return;
    const listedByCouple = (info.wedding.parts?.length ?? 0) > 0;
    findings.push({
      level: listedByCouple ? 'fail' : 'warn',
      title: `In ${where} the part "${part.name ?? part.id}" has no end, and ${plural(cut.length, 'guest', 'guests')} invited to it but not to "${next.name ?? next.id}": ${listed(cut)}`,
      detail: `Their calendar cannot end when "${next.name ?? next.id}" begins (that is not theirs to see), so it ends two hours after ${part.start}.`,
      fix: listedByCouple
        ? `Give "${part.id}" its "end" in ${where} (docs/couples-guide.md, "Parts of the day").`
        : `List the day's parts in wedding.parts of ${where}, each with its "end" (docs/couples-guide.md, "Parts of the day").`,
      desk: listedByCouple ? `Give "${part.name ?? part.id}" its end in The wedding here on the desk.` : "List the day's parts, each with its end, in The wedding here on the desk.",
    });
  });
  return findings;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function pastMidnightFindings(raw: unknown, where: string): Finding[] {
  const info = weddingOrNull(raw);
  if (!info) return [];
  const day = weddingDay(info);
  const overnight = resolvedParts(info).filter((part) => {
    const [start, end] = [parseClockTime(part.start), parseEndTime(part.end)];
    return start && end && endsNextDay(start, end);
  });
  if (!day.endsNextDay && overnight.length === 0) return [];
  const next = nextDay(day.date);
  const on = `${next.year}-${pad(next.month)}-${pad(next.day)}`;
  const parts = overnight.map((p) => `${p.name ?? p.id} ${p.start} to ${p.end}`).join('; ');
  return [
    {
      level: 'ok',
      title: `In ${where} the day ends after midnight, at ${pad(day.end.hour)}:${pad(day.end.minute)} on ${on} (${day.timeZone})${parts ? `: ${parts}` : ''}`,
      detail: "Guests' calendars end then, and their schedule shows these ends beside the starts. If you meant the same day, write a later time.",
    },
  ];
}
