import type { Guest } from '@/lib/wedding/types';
import { isDemoGuestId } from '../demo-guests';
import { ImportError, nameKey, readableName, type ImportRow, type Problem } from './csv';
import { fieldChanges, type FieldChange } from './field-changes';

// A row without id updates the one stored guest of its name, so importing a file twice adds nobody twice.

export interface NewGuest {
  row: number;
  id?: string;
  name: string;
  personal_message: string | null;
  photo_dir: string | null;
  language: string | null;
  invited_to: string[];
}

export interface GuestUpdate {
  row: number;
  before: Guest;
  after: Guest;
  changes: FieldChange[];
}

export interface ImportPlan {
  add: NewGuest[];
  update: GuestUpdate[];
  unchanged: Guest[];
}

export function planImport(existing: Guest[], rows: ImportRow[]): ImportPlan {
  const byId = new Map(existing.map((g) => [g.id.toLowerCase(), g]));
  const byName = new Map<string, Guest[]>();
  for (const g of existing) byName.set(nameKey(g.name), [...(byName.get(nameKey(g.name)) ?? []), g]);

  const plan: ImportPlan = { add: [], update: [], unchanged: [] };
  const problems: Problem[] = [];
  const touched = new Map<string, number>();
  const claimed = new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
  const rowsPerName = new Map<string, number>();
  for (const r of rows) if (!r.id) rowsPerName.set(nameKey(r.name), (rowsPerName.get(nameKey(r.name)) ?? 0) + 1);

  for (const row of rows) {
    const problem = (message: string) => problems.push({ row: row.row, ...readableName(row.name), message });
    let target: Guest | undefined;
    if (row.id) {
      target = byId.get(row.id);
    } else {
      const matches = (byName.get(nameKey(row.name)) ?? []).filter((g) => !claimed.has(g.id.toLowerCase()));
      const named = rowsPerName.get(nameKey(row.name)) ?? 1;
      if (matches.length > 1 || (matches.length === 1 && named > 1)) {
        problem(
          `${matches.length === 1 ? 'a guest already has' : `${matches.length} guests already have`} this name (${matches.map((g) => g.id).join(', ')}): ` +
            'put the id of the one this row is for in the id column (guest-links.csv lists every id), and leave it empty only for a new guest',
        );
        continue;
      }
      target = matches[0];
    }
    if (!target && row.id && isDemoGuestId(row.id)) {
      problem(`id ${row.id} is a demo guest's, whose link is published: leave the id empty for a new guest`);
      continue;
    }
    if (!target) {
      plan.add.push({
        row: row.row,
        ...(row.id ? { id: row.id } : {}),
        name: row.name,
        personal_message: row.personal_message ?? null,
        photo_dir: row.photo_dir ?? null,
        language: row.language ?? null,
        invited_to: row.invited_to ?? [],
      });
      continue;
    }
    const earlier = touched.get(target.id);
    if (earlier !== undefined) {
      problem(`this is the same guest as row ${earlier} (${target.name}, ${target.id})`);
      continue;
    }
    touched.set(target.id, row.row);
    const after: Guest = {
      id: target.id,
      name: row.name,
      personal_message: row.personal_message === undefined ? target.personal_message : row.personal_message,
      photo_dir: row.photo_dir === undefined ? target.photo_dir : row.photo_dir,
      language: row.language === undefined ? (target.language ?? null) : row.language,
      invited_to: row.invited_to === undefined ? (target.invited_to ?? []) : row.invited_to,
    };
    const changes = fieldChanges(target, after);
    if (changes.length === 0) plan.unchanged.push(target);
    else plan.update.push({ row: row.row, before: target, after, changes });
  }
  if (problems.length) throw new ImportError(problems);
  return plan;
}
