import { storedPartIds } from '@/lib/data/schemas';
import type { Guest } from '@/lib/wedding/types';
import { describeError } from '../project';
import { CLEAR_MARK, ImportError, readableName, type ImportRow, type Problem } from './csv';

export interface DayPartIds {
  ids: string[];
  listed: boolean;
  where: string;
}

export const namesParts = (rows: ImportRow[]) => rows.some((r) => (r.invited_to?.length ?? 0) > 0);

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

export function checkPartIds(rows: ImportRow[], parts: DayPartIds): void {
  const problems = partProblems(rows, parts);
  if (problems.length) throw new ImportError(problems);
}

export function partProblems(rows: ImportRow[], parts: DayPartIds): Problem[] {
  const problems: Problem[] = [];
  const theParts = parts.listed
    ? `the parts in ${parts.where} are ${parts.ids.join(', ')}`
    : `${parts.where} lists no parts, so the day's parts are ${parts.ids.join(', ')}`;
  for (const row of rows) {
    const unknown = (row.invited_to ?? []).filter((id) => !parts.ids.includes(id));
    if (unknown.length === 0) continue;
    problems.push({
      row: row.row,
      ...readableName(row.name),
      message: `invited_to names ${quoted(unknown)}, which ${unknown.length === 1 ? 'is not a part' : 'are not parts'} of the day: ${theParts} (${CLEAR_MARK} alone in the cell is the whole day)`,
    });
  }
  return problems;
}

export const partsLabel = (guest: Pick<Guest, 'invited_to'>) => (guest.invited_to?.length ? guest.invited_to.join(' ') : 'whole day');
