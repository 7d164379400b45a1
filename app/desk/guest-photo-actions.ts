'use server';

import { revalidatePath } from 'next/cache';
import * as z from '@/lib/wedding/zod';
import { deskAction } from '@/lib/desk/desk-action';
import { settingsForm, SETTINGS_FIELDS, type SettingsValues } from '@/lib/desk/guest-photo-settings';
import { decideGuestPhoto, saveGuestPhotoSettings, type GuestPhotoState } from '@/lib/desk/guest-photos';
import { idField } from '@/lib/wedding/guest-id';

const PAGE = '/desk/guest-photos';
const photoForm = z.object({ id: idField, do: z.enum(['approve', 'unapprove', 'remove']), sure: z.optional(z.literal('yes')) });

export const guestPhotoAction = deskAction({ needs: 'member', schema: photoForm }, async ({ id, do: what, sure }, member): Promise<GuestPhotoState> => {
  const answer = await decideGuestPhoto(member.place, id, what, sure === 'yes');
  if (answer.ok) revalidatePath(PAGE);
  return answer;
});

const sentValues = (form: FormData): SettingsValues => ({
  share: form.get('share') === 'on' ? 'on' : '',
  closes_on: String(form.get('closes_on') ?? ''),
  files_per_guest: String(form.get('files_per_guest') ?? ''),
  mb_per_guest: String(form.get('mb_per_guest') ?? ''),
});

export const guestPhotoSettingsAction = deskAction(
  {
    needs: 'owner',
    schema: settingsForm,
    fields: (form) => ({ ...sentValues(form), share: form.get('share') === 'on' ? 'on' : undefined }),
    values: sentValues,
    shown: SETTINGS_FIELDS,
    fix: 'Nothing was saved: see the problems beside their fields.',
  },
  async (input, member, form) => {
    const answer = await saveGuestPhotoSettings(member.place, input, sentValues(form));
    if (answer.ok) revalidatePath(PAGE);
    return answer;
  },
);
