import { storedPartIds } from '@/lib/data/schemas';
import type { Guest } from '@/lib/wedding/types';
import { describeError } from '../project';
import { ImportError, type ImportRow, type Problem } from './csv';

/**
 * The guests' parts of the day, as the couple's tools see them: the ids an import may name
 * (the wedding's parts), and how the links' table shows a guest's.
 */

export interface DayPartIds {
  ids: string[];
  /** Whether the wedding lists its own parts (otherwise the ids are the specification's three). */
  listed: boolean;
  /** Where the wedding info is, as the couple knows it ('content/wedding.json', 'wedding_info'). */
  where: string;
}

/** Whether any row names a part (only then does the import read the wedding). */
export const namesParts = (rows: ImportRow[]) => rows.some((r) => (r.invited_to?.length ?? 0) > 0);

/**
 * The ids guests may be invited to, from the stored wedding info (null: none yet, and the site shows
 * its sample day, which is the specification's three parts). Wedding info the site refuses is refused
 * here too: its parts cannot be known.
 */
export function dayPartIds(raw: unknown, where: string): DayPartIds {
  try {
    return { ...storedPartIds(raw), where };
  } catch (e) {
    throw new Error(
      `Nothing was imported: the invited_to column names parts of the day, and the wedding info in ${where} that lists them is refused (${describeError(e)}). ` +
        'Correct it (npm run doctor shows what is wrong), then import again.',
    );
  }
}

const quoted = (ids: string[]) => ids.map((id) => `"${id}"`).join(', ');

/** Refuses, each with its line, the rows naming a part the wedding does not have: nothing is written then. */
export function checkPartIds(rows: ImportRow[], parts: DayPartIds): void {
  const problems = partProblems(rows, parts);
  if (problems.length) throw new ImportError(problems);
}

/** Each row naming a part the wedding does not have, with its line. */
export function partProblems(rows: ImportRow[], parts: DayPartIds): Problem[] {
  const problems: Problem[] = [];
  const theParts = parts.listed
    ? `the parts in ${parts.where} are ${parts.ids.join(', ')}`
    : `${parts.where} lists no parts, so the day's parts are ${parts.ids.join(', ')}`;
  for (const row of rows) {
    const unknown = (row.invited_to ?? []).filter((id) => !parts.ids.includes(id));
    if (unknown.length === 0) continue;
    problems.push({
      line: row.line,
      message: `invited_to names ${quoted(unknown)}, which ${unknown.length === 1 ? 'is not a part' : 'are not parts'} of the day: ${theParts} (leave the cell empty for the whole day)`,
    });
  }
  return problems;
}

/** A guest's parts as the links' table shows them: their ids ('ceremony evening'), or the whole day. */
export const partsLabel = (guest: Pick<Guest, 'invited_to'>) => (guest.invited_to?.length ? guest.invited_to.join(' ') : 'whole day');
