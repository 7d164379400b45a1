'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from '@/lib/wedding/zod';
import { removeGuest, saveGuestFields } from '@/lib/desk/desk-guests';
import { readingNote } from '@/lib/desk/desk-languages';
import { weddingWords } from '@/lib/desk/sending';
import { deskAction, deskPost } from '@/lib/desk/desk-action';
import { deskPublished } from '@/lib/desk/desk-published';
import { done, joined, refused } from '@/lib/desk/desk-state';
import type { GuestFormState } from '@/lib/desk/guest-edit';
import { DESK_ROUTE } from '@/lib/site/routes';
import { idField } from '@/lib/wedding/guest-id';


const upTo = (chars: number) => z._default(z.string().check(z.maxLength(chars)), '');
const guestForm = z.object({
  id: z.optional(idField),
  name: upTo(1000),
  personal_message: upTo(20_000),
  language: upTo(100),
  other_language: upTo(100),
  photo_dir: upTo(1000),
  invited_to: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50)),
});

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === 'string' ? value : undefined;
};
const sent = (form: FormData) => ({
  id: text(form, 'id'),
  name: text(form, 'name'),
  personal_message: text(form, 'personal_message'),
  language: text(form, 'language'),
  other_language: text(form, 'other_language'),
  photo_dir: text(form, 'photo_dir'),
  invited_to: form.getAll('invited_to'),
});

export const saveGuestAction = deskAction({ needs: 'member', schema: guestForm, fields: sent }, async ({ id, other_language: other, ...fields }, member): Promise<GuestFormState> => {
  // A language the list does not hold (Yoruba) is typed below it, and wins.
  const values = { ...fields, language: other.trim() || fields.language };
  // A guest removed meanwhile (on another phone) is not brought back by an edit.
  if (id && !(await member.place.findGuest(id))) return refused('This guest has been removed: nothing was saved.', { values });
  const saved = await saveGuestFields(member.place, values, id);
  if (!saved.ok) {
    const { form: above, ...byField } = saved.errors;
    return refused(above?.join(' '), { errors: joined(byField), values });
  }
  await deskPublished();
  revalidatePath(DESK_ROUTE);
  const note = readingNote(saved.guest.name, saved.guest.language, weddingWords(await member.place.readWedding()).language);
  const message = id ? `Saved. ${saved.guest.name}'s page shows it now.` : `Added ${saved.guest.name}. Their link works now.`;
  return done(message, { result: { note }, ...(id ? { values } : {}) });
});

export const removeGuestAction = deskPost({ needs: 'member', schema: z.object({ id: idField }) }, async ({ id }, member) => {
  // Nothing is removed without a backup first.
  await member.place.backups.before([]);
  if (await removeGuest(member.place, id)) await deskPublished();
  redirect(DESK_ROUTE);
});
