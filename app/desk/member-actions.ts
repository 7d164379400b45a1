'use server';

import { redirect } from 'next/navigation';
import * as z from '@/lib/wedding/zod';
import { deskSiteUrl } from '@/lib/desk/accounts';
import { deskAction, deskPost } from '@/lib/desk/desk-action';
import type { InviteState } from '@/lib/desk/desk-members';
import { refused } from '@/lib/desk/desk-state';
import { idField } from '@/lib/wedding/guest-id';
import { emailField, inviteLink } from '@/lib/wedding/member-fields';


const inviteForm = z.object({ email: emailField, role: z._default(z.enum(['helper', 'owner']), 'helper') });

export const inviteAction = deskAction(
  { needs: 'owner', schema: inviteForm, incomplete: 'Write the e-mail address they will sign in with.' },
  async ({ email, role }, member): Promise<InviteState> => {
    if (!member.place.members) return refused('Members are invited on the site, not on this computer.');
    try {
      const token = await member.place.members.invite(email, role);
      return { ok: true, result: { link: inviteLink(token, await deskSiteUrl()), email } };
    } catch {
      return refused('The invite could not be made: try again in a moment.');
    }
  },
);

export const removeMemberAction = deskPost({ needs: 'owner', schema: z.object({ user_id: idField }) }, async ({ user_id }, member) => {
  await member.place.members?.remove(user_id);
  redirect('/desk/members');
});
