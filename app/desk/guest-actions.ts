'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { addGuest, removeGuest } from '@/lib/desk/desk-guests';
import { memberSession } from '@/lib/desk/desk-session';
import { DESK_PATH } from '@/lib/desk/desk-cookies';
import { refreshContent } from '@/lib/invitation/refresh';

export interface GuestFormState {
  errors?: Partial<Record<'name' | 'personal_message' | 'language' | 'form', string[]>>;
  added?: string;
  /** What was sent, back in the form when it is refused (React empties a form after its action). */
  values?: { name: string; personal_message: string; language: string };
}

const SIGNED_OUT = { errors: { form: ['You are signed out: sign in again, then save.'] } };
const guestForm = z.object({
  name: z.string().max(1000).default(''),
  personal_message: z.string().max(20_000).default(''),
  language: z.string().max(100).default(''),
});
const guestId = z.string().uuid();

export async function addGuestAction(_: GuestFormState, form: FormData): Promise<GuestFormState> {
  const member = await memberSession();
  if (!member) return SIGNED_OUT;
  const parsed = guestForm.safeParse(Object.fromEntries(['name', 'personal_message', 'language'].map((k) => [k, form.get(k) ?? undefined])));
  if (!parsed.success) return { errors: { form: ['The form came back incomplete: reload the page and try again.'] } };
  const saved = await addGuest(member.client, { ...parsed.data, photo_dir: '', invited_to: [] });
  if (!saved.ok) return { errors: saved.errors as GuestFormState['errors'], values: parsed.data };
  await refreshContent();
  return { added: saved.guest.name };
}

export async function removeGuestAction(form: FormData): Promise<void> {
  const member = await memberSession();
  const id = guestId.safeParse(form.get('id'));
  if (member && id.success && (await removeGuest(member.client, id.data))) await refreshContent();
  redirect(DESK_PATH);
}
