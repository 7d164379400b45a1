import 'server-only';
import { createHash } from 'node:crypto';
import { decodeUtf8, formatProblem, ImportError } from '@/lib/couple/guests/csv';
export { CLEAR_MARK } from '@/lib/couple/guests/csv';
import { valueInWords, type GuestField } from '@/lib/couple/guests/field-changes';
import { changesIn, checkGuestImport } from '@/lib/couple/guests/import';
import { languageName } from '@/lib/wedding/languages';
import { readingNote } from './desk-languages';
import { partChoices, type PartChoice } from './part-choices';
import { weddingWords } from './sending';
import type { DeskPlace } from './desk-place';
import type { DeskState } from './desk-state';

export interface ImportPreview {
  summary: string;
  added: { row: number; name: string; language: string | null; parts: string | null; message: string | null; note: string | null }[];
  updated: { row: number; name: string; changes: { field: string; before: string; after: string }[]; note: string | null }[];
  changes: number;
  unchanged: number;
  basis: string;
}

export type ImportCheck = { preview: ImportPreview } | { problems: string[] };

/** 300 guests with long messages is a tenth of it; the file and the text box together stay under Next's 1 MB for an action. */
export const IMPORT_LIMIT_BYTES = 480_000;

export function importText(bytes: Uint8Array): { text: string } | { problems: string[] } {
  try {
    return { text: decodeUtf8(bytes).replace(/^\uFEFF/, '') };
  } catch (e) {
    if (e instanceof ImportError) return { problems: e.problems.map(formatProblem) };
    throw e;
  }
}

function partsInWords(ids: readonly string[], choices: PartChoice[]): string {
  return ids.length ? ids.map((id) => choices.find((c) => c.id === id)?.name ?? id).join(', ') : 'the whole day';
}

type Checked = { preview: ImportPreview; plan: Awaited<ReturnType<typeof checkGuestImport>> } | { problems: string[] };

async function checked(place: DeskPlace, text: string): Promise<Checked> {
  try {
    const [plan, wedding] = await Promise.all([checkGuestImport(place.store, text), place.readWedding()]);
    const weddingTag = weddingWords(wedding).language;
    const parts = partChoices(wedding);
    const inWords = (field: GuestField, value: string | null) => (field === 'parts of the day' ? partsInWords(value?.split(', ') ?? [], parts) : valueInWords(field, value));
    const shown = {
      summary: `${plan.add.length} to add, ${plan.update.length} to update, ${plan.unchanged.length} unchanged.`,
      added: plan.add.map((g) => ({
        row: g.row,
        name: g.name,
        language: g.language ? languageName(g.language) : null,
        parts: parts.length > 1 ? partsInWords(g.invited_to, parts) : null,
        message: g.personal_message,
        note: readingNote(g.name, g.language, weddingTag),
      })),
      updated: plan.update.map((u) => ({
        row: u.row,
        name: u.after.name,
        changes: u.changes.map((c) => ({ field: c.field, before: inWords(c.field, c.before), after: inWords(c.field, c.after) })),
        note: u.changes.some((c) => c.field === 'language') ? readingNote(u.after.name, u.after.language, weddingTag) : null,
      })),
      changes: changesIn(plan),
      unchanged: plan.unchanged.length,
    };
    return { plan, preview: { ...shown, basis: createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 22) } };
  } catch (e) {
    if (e instanceof ImportError) return { problems: e.problems.map(formatProblem) };
    throw e;
  }
}

export async function checkDeskImport(place: DeskPlace, text: string): Promise<ImportCheck> {
  const c = await checked(place, text);
  return 'preview' in c ? { preview: c.preview } : c;
}

export async function applyDeskImport(place: DeskPlace, text: string, basis: string): Promise<ImportCheck | { written: ImportPreview; backup: string | null }> {
  const c = await checked(place, text);
  if (!('preview' in c)) return c;
  if (c.preview.basis !== basis) return { preview: c.preview };
  const backup = c.plan.add.length || c.plan.update.length ? await place.backups.before([]) : null;
  await place.store.apply(c.plan);
  return { written: c.preview, backup };
}

export type ImportState = DeskState<{ csv: string }, ImportPreview>;
