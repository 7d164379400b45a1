'use server';

import { redirect } from 'next/navigation';
import * as z from '@/lib/wedding/zod';
import { deskSiteUrl } from '@/lib/desk/desk-client';
import { emailField, inviteLink } from '@/lib/desk/desk-fields';
import { createInvite, removeMember } from '@/lib/desk/desk-members';
import { memberSession } from '@/lib/desk/desk-session';

export interface InviteState {
  error?: string;
  link?: string;
  email?: string;
}

const inviteForm = z.object({ email: emailField, role: z.enum(['helper', 'owner']) });

export async function inviteAction(_: InviteState, form: FormData): Promise<InviteState> {
  const member = await memberSession();
  if (!member?.client || member.role !== 'owner') return { error: 'Only an owner of the wedding may invite.' };
  const parsed = inviteForm.safeParse({ email: form.get('email'), role: form.get('role') ?? 'helper' });
  if (!parsed.success) return { error: 'Write the e-mail address they will sign in with.' };
  try {
    const token = await createInvite(member.client, parsed.data.email, parsed.data.role);
    return { link: inviteLink(token, await deskSiteUrl()), email: parsed.data.email };
  } catch {
    return { error: 'The invite could not be made: try again in a moment.' };
  }
}

export async function removeMemberAction(form: FormData): Promise<void> {
  const member = await memberSession();
  const id = z.uuid().safeParse(form.get('user_id'));
  if (member?.client && member.role === 'owner' && id.success) await removeMember(member.client, id.data);
  redirect('/desk/members');
}
