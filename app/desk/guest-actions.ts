'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from '@/lib/wedding/zod';
import { removeGuest, saveGuestFields } from '@/lib/desk/desk-guests';
import { readingNote } from '@/lib/desk/desk-languages';
import { weddingWords } from '@/lib/desk/sending';
import { memberSession } from '@/lib/desk/desk-session';
import { DESK_PATH } from '@/lib/desk/desk-cookies';
import { deskPublished } from '@/lib/desk/desk-published';

export interface GuestValues {
  name: string;
  personal_message: string;
  language: string;
  photo_dir: string;
  invited_to: string[];
}

export interface GuestFormState {
  errors?: Partial<Record<keyof GuestValues | 'form', string[]>>;
  /** The saved guest's name. */
  saved?: string;
  /** Which language they will read, when theirs is not one the site speaks. */
  note?: string | null;
  /** What was sent, back in the form when it is refused (React empties a form after its action). */
  values?: GuestValues;
}

const SIGNED_OUT = { errors: { form: ['You are signed out: sign in again, then save.'] } };
const upTo = (chars: number) => z._default(z.string().check(z.maxLength(chars)), '');
const guestForm = z.object({
  name: upTo(1000),
  personal_message: upTo(20_000),
  language: upTo(100),
  other_language: upTo(100),
  photo_dir: upTo(1000),
  invited_to: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50)),
});
const guestId = z.uuid();

/** Adds a guest, or (with an id) changes one: every field is sent, so one emptied is cleared. */
export async function saveGuestAction(_: GuestFormState, form: FormData): Promise<GuestFormState> {
  const member = await memberSession();
  if (!member) return SIGNED_OUT;
  const text = (k: string) => form.get(k) ?? undefined;
  const parsed = guestForm.safeParse({
    name: text('name'),
    personal_message: text('personal_message'),
    language: text('language'),
    other_language: text('other_language'),
    photo_dir: text('photo_dir'),
    invited_to: form.getAll('invited_to'),
  });
  const id = form.get('id') === null ? undefined : guestId.safeParse(form.get('id'));
  if (!parsed.success || id?.success === false) return { errors: { form: ['The form came back incomplete: reload the page and try again.'] } };
  // A language the list does not hold (Yoruba) is typed below it, and wins.
  const { other_language: other, ...fields } = parsed.data;
  const values = { ...fields, language: other.trim() || fields.language };
  // A guest removed meanwhile (on another phone) is not brought back by an edit.
  if (id?.data && !(await member.place.findGuest(id.data))) return { errors: { form: ['This guest has been removed: nothing was saved.'] }, values };
  const saved = await saveGuestFields(member.place, values, id?.data);
  if (!saved.ok) return { errors: saved.errors as GuestFormState['errors'], values };
  await deskPublished();
  // The list beside the form shows the new guest in the same answer.
  revalidatePath(DESK_PATH);
  const wedding = await member.place.readWedding();
  const note = readingNote(saved.guest.name, saved.guest.language, weddingWords(wedding).language);
  return { saved: saved.guest.name, note, ...(id ? { values } : {}) };
}

export async function removeGuestAction(form: FormData): Promise<void> {
  const member = await memberSession();
  const id = guestId.safeParse(form.get('id'));
  if (!member || !id.success) redirect(DESK_PATH);
  // Nothing is removed without a backup first.
  await member.place.backups.before([]);
  if (await removeGuest(member.place, id.data)) await deskPublished();
  redirect(DESK_PATH);
}
