'use server';

import { redirect } from 'next/navigation';
import * as z from '@/lib/wedding/zod';
import { acceptInvite, signIn, signOut, type AccountState } from '@/lib/desk/accounts';
import { openToAnyone } from '@/lib/desk/desk-action';
import { refused } from '@/lib/desk/desk-state';
import { emailField, INVITE_TOKEN } from '@/lib/wedding/member-fields';
import { DESK_ROUTE } from '@/lib/site/routes';


const password = z.string().check(z.minLength(8, 'Choose a password of at least 8 characters.'), z.maxLength(72, 'Choose a password of at most 72 characters.'));
const signInForm = z.object({ email: emailField, password: z.string().check(z.minLength(1), z.maxLength(72)) });
const inviteForm = z.object({ token: z.string().check(z.regex(INVITE_TOKEN)), password });

// A wrong password and an unknown address must read alike.
const NO_MATCH = 'That e-mail and password do not match. Check both and try again.';
const NO_PROJECT = 'This site has no wedding project to sign in to.';
const TOO_MANY = 'Too many tries: wait a quarter of an hour, then try again.';
const UNUSABLE = 'This invite is used, expired or not whole. Ask for a new one.';

export const signInAction = openToAnyone(async (_: AccountState, form: FormData): Promise<AccountState> => {
  const typed = String(form.get('email') ?? '').slice(0, 320);
  const values = { email: typed };
  const parsed = signInForm.safeParse({ email: typed, password: form.get('password') });
  if (!parsed.success) return refused(NO_MATCH, { values });
  const outcome = await signIn(parsed.data.email, parsed.data.password);
  if (outcome === 'signed-in') redirect(DESK_ROUTE);
  return refused(outcome === 'no-project' ? NO_PROJECT : outcome === 'too-many' ? TOO_MANY : NO_MATCH, { values });
});

export const acceptInviteAction = openToAnyone(async (_: AccountState, form: FormData): Promise<AccountState> => {
  const parsed = inviteForm.safeParse({ token: form.get('token'), password: form.get('password') });
  if (!parsed.success) return refused(parsed.error.issues.find((i) => i.path[0] === 'password')?.message ?? 'This invite link is not whole.');
  const outcome = await acceptInvite(parsed.data.token, parsed.data.password);
  if (outcome === 'member') redirect(DESK_ROUTE);
  return refused(outcome === 'no-project' ? NO_PROJECT : outcome === 'too-many' ? TOO_MANY : UNUSABLE);
});

export const signOutAction = openToAnyone(async (form: FormData): Promise<void> => {
  await signOut(form.get('scope') === 'global');
  redirect(DESK_ROUTE);
});
