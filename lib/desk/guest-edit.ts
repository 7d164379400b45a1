import { randomUUID } from 'node:crypto';
import { FOLDERS } from '@/lib/site/routes';
import type { Guest } from '@/lib/wedding/types';
import { guestPhotoFolders } from '@/lib/couple/content-check/guest-folders';
import { nearestName, type MediaListing } from '@/lib/couple/content-check/media-listing';
import { ImportError, type Problem } from '@/lib/couple/guests/csv';
import { checkGuestImport } from '@/lib/couple/guests/import';
import type { GuestStore } from '@/lib/couple/guests/stores';
import type { DeskState } from './desk-state';

export interface GuestFields {
  name: string;
  personal_message: string;
  photo_dir: string;
  language: string;
  invited_to: string[];
}

export type FieldName = keyof GuestFields | 'form';
export type FieldErrors = Partial<Record<FieldName, string[]>>;
export type Saved = { ok: true; guest: Guest } | { ok: false; errors: FieldErrors };

const COLUMNS = ['name', 'personal_message', 'photo_dir', 'language', 'invited_to', 'id'];
const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

export function fieldsOf(guest: Guest): GuestFields {
  return { name: guest.name, personal_message: guest.personal_message ?? '', photo_dir: guest.photo_dir ?? '', language: guest.language ?? '', invited_to: guest.invited_to ?? [] };
}

export function fieldOf(problem: Problem): FieldName {
  const m = problem.message;
  if (/^the name|^this name/.test(m)) return 'name';
  if (/personal message/.test(m)) return 'personal_message';
  if (/photo_dir/.test(m)) return 'photo_dir';
  if (/^language/.test(m)) return 'language';
  if (/invited_to|parts of the day/.test(m)) return 'invited_to';
  return 'form';
}

export async function saveGuest(store: GuestStore, fields: GuestFields, id: string = randomUUID()): Promise<Saved> {
  const row = [fields.name, fields.personal_message, fields.photo_dir, fields.language, fields.invited_to.join(' '), id];
  const text = `${COLUMNS.join('\t')}\n${row.map(quoted).join('\t')}\n`;
  try {
    // Every field of the form is sent: one emptied there is cleared.
    const plan = await checkGuestImport(store, text, { emptyClears: true });
    const added = await store.apply(plan);
    const guest = added[0] ?? plan.update[0]?.after ?? plan.unchanged[0];
    if (!guest) return { ok: false, errors: { form: ['Nothing was saved.'] } };
    return { ok: true, guest };
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
    const errors: FieldErrors = {};
    // Beside its field the column's name is jargon: "photo_dir "x" must…" reads "The folder "x" must…".
    for (const p of e.problems) (errors[fieldOf(p)] ??= []).push(p.message.replace(/^photo_dir /, 'The folder '));
    return { ok: false, errors };
  }
}

// A folder not there yet is allowed (the photos may come later), but said, with the nearest name.
export async function photoFolderNote(media: MediaListing | null, dir: string | null | undefined): Promise<string | null> {
  if (!dir || !media) return null;
  const folders = await guestPhotoFolders(media).catch(() => null);
  if (!folders || folders.includes(dir)) return null;
  const near = nearestName(dir, folders);
  return `There is no folder ${FOLDERS.guestPhotos}/${dir} yet${near ? `: did you mean ${near}?` : '.'} Until there is, they see the gallery's photos instead of their own.`;
}

export type GuestFormState = DeskState<GuestFields, { note: string | null }>;
