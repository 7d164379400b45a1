'use server';

import { revalidatePath } from 'next/cache';
import { applyDeskImport, checkDeskImport, IMPORT_LIMIT_BYTES, importText, type ImportPreview } from '@/lib/desk/desk-import';
import { memberSession } from '@/lib/desk/desk-session';
import { deskPublished } from '@/lib/desk/desk-published';

export interface ImportState {
  problems?: string[];
  preview?: ImportPreview;
  done?: string;
  note?: string;
  /** The file's text, back in the form, so Import sends exactly what was checked. */
  csv?: string;
}

/** Check, then import: the second press writes the plan the first showed, or shows the newer one. */
export async function importAction(_: ImportState, form: FormData): Promise<ImportState> {
  const member = await memberSession();
  if (!member) return { problems: ['You are signed out: sign in again, then check the file.'] };
  const file = form.get('file');
  const pasted = form.get('csv');
  let csv = typeof pasted === 'string' ? pasted.replace(/\r\n/g, '\n') : '';
  if (file instanceof File && file.size > 0) {
    if (file.size > IMPORT_LIMIT_BYTES) return { problems: [`${file.name} is ${Math.round(file.size / 1000)} KB: a guest list is never over ${IMPORT_LIMIT_BYTES / 1000} KB. Is it the right file?`] };
    const read = importText(new Uint8Array(await file.arrayBuffer()));
    if ('problems' in read) return read;
    csv = read.text;
  }
  if (csv.length > IMPORT_LIMIT_BYTES) return { problems: [`The text is over ${IMPORT_LIMIT_BYTES / 1000} KB: a guest list is never that long.`] };
  if (!csv.trim()) return { problems: ['Choose the file, or paste its text.'] };
  try {
    if (form.get('intent') !== 'import') return { ...(await checkDeskImport(member.place, csv)), csv };
    const outcome = await applyDeskImport(member.place, csv, String(form.get('basis') ?? ''));
    if ('problems' in outcome) return { ...outcome, csv };
    if ('preview' in outcome) return { ...outcome, csv, note: 'The guests changed since the check: here is what the import does now.' };
    await deskPublished();
    revalidatePath('/desk');
    const p = outcome.written;
    const backup = outcome.backup ? ` A backup was made first: ${outcome.backup}.` : '';
    return { done: `Imported: ${p.added.length} added, ${p.updated.length} updated, ${p.unchanged} unchanged.${backup}` };
  } catch {
    return { problems: ['The guests could not be read or written just now: try again in a moment. Nothing was imported.'], csv };
  }
}
