'use server';

import { revalidatePath } from 'next/cache';
import * as z from '@/lib/wedding/zod';
import { deskAction } from '@/lib/desk/desk-action';
import { applyDeskImport, checkDeskImport, IMPORT_LIMIT_BYTES, importText, type ImportState } from '@/lib/desk/desk-import';
import { deskPublished } from '@/lib/desk/desk-published';
import { done, refused } from '@/lib/desk/desk-state';
import { DESK_ROUTE } from '@/lib/site/routes';


const importForm = z.object({
  intent: z.optional(z.string()),
  basis: z._default(z.string().check(z.maxLength(100)), ''),
  csv: z._default(z.string(), ''),
  file: z.optional(z.instanceof(File)),
});
const fields = (form: FormData) => ({ intent: form.get('intent') ?? undefined, basis: form.get('basis') ?? undefined, csv: form.get('csv') ?? undefined, file: form.get('file') ?? undefined });
const problems = (list: string[], csv: string): ImportState => refused(undefined, { errors: Object.fromEntries(list.map((p, i) => [`problem-${i + 1}`, p])), values: { csv } });

export const importAction = deskAction({ needs: 'member', schema: importForm, fields }, async ({ intent, basis, csv: pasted, file }, member): Promise<ImportState> => {
  let csv = pasted.replace(/\r\n/g, '\n');
  if (file && file.size > 0) {
    if (file.size > IMPORT_LIMIT_BYTES) return problems([`${file.name} is ${Math.round(file.size / 1000)} KB: a guest list is never over ${IMPORT_LIMIT_BYTES / 1000} KB. Is it the right file?`], '');
    const read = importText(new Uint8Array(await file.arrayBuffer()));
    if ('problems' in read) return problems(read.problems, '');
    csv = read.text;
  }
  if (csv.length > IMPORT_LIMIT_BYTES) return problems([`The text is over ${IMPORT_LIMIT_BYTES / 1000} KB: a guest list is never that long.`], '');
  if (!csv.trim()) return problems(['Choose the file, or paste its text.'], csv);
  const values = { csv };
  try {
    if (intent !== 'import') {
      const checked = await checkDeskImport(member.place, csv);
      return 'problems' in checked ? problems(checked.problems, csv) : { values, result: checked.preview };
    }
    const outcome = await applyDeskImport(member.place, csv, basis);
    if ('problems' in outcome) return problems(outcome.problems, csv);
    if ('preview' in outcome) return refused('The guests changed since the check: here is what the import does now.', { values, result: outcome.preview });
    await deskPublished();
    revalidatePath(DESK_ROUTE);
    const p = outcome.written;
    const backup = outcome.backup ? ` A backup was made first: ${outcome.backup}.` : '';
    return done(`Imported: ${p.added.length} added, ${p.updated.length} updated, ${p.unchanged} unchanged.${backup}`);
  } catch {
    return problems(['The guests could not be read or written just now: try again in a moment. Nothing was imported.'], csv);
  }
});
