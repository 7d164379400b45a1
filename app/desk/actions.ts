'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import * as z from '@/lib/wedding/zod';
import { deskClient, deskSignInTry } from '@/lib/desk/desk-client';
import { DESK_PATH } from '@/lib/desk/desk-cookies';
import { emailField, INVITE_TOKEN } from '@/lib/desk/desk-fields';
import { localCookieName, localDesk } from '@/lib/desk/local-desk';
import { endSession } from '@/lib/desk/local-session';
import { forgiveSignInTries } from '@/lib/desk/sign-in-limit';

export interface FormState {
  error?: string;
  /** The address typed, kept in the form after a refusal. */
  email?: string;
}

const password = z.string().check(z.minLength(8, 'Choose a password of at least 8 characters.'), z.maxLength(72, 'Choose a password of at most 72 characters.'));
const signInForm = z.object({ email: emailField, password: z.string().check(z.minLength(1), z.maxLength(72)) });
const inviteForm = z.object({ token: z.string().check(z.regex(INVITE_TOKEN)), password });

// A wrong password and an unknown address must read alike.
const NO_MATCH = 'That e-mail and password do not match. Check both and try again.';
const NO_PROJECT = 'This site has no wedding project to sign in to.';
const TOO_MANY = 'Too many tries: wait a quarter of an hour, then try again.';

export async function signIn(_: FormState, form: FormData): Promise<FormState> {
  const typed = String(form.get('email') ?? '').slice(0, 320);
  const parsed = signInForm.safeParse({ email: typed, password: form.get('password') });
  if (!parsed.success) return { error: NO_MATCH, email: typed };
  const client = await deskClient();
  if (!client) return { error: NO_PROJECT };
  if (!(await deskSignInTry(parsed.data.email))) return { error: TOO_MANY, email: typed };
  const { error } = await client.auth.signInWithPassword(parsed.data);
  if (error) return { error: error.status === 429 ? TOO_MANY : NO_MATCH, email: typed };
  forgiveSignInTries(parsed.data.email);
  redirect(DESK_PATH);
}

export async function acceptInvite(_: FormState, form: FormData): Promise<FormState> {
  const parsed = inviteForm.safeParse({ token: form.get('token'), password: form.get('password') });
  if (!parsed.success) return { error: parsed.error.issues.find((i) => i.path[0] === 'password')?.message ?? 'This invite link is not whole.' };
  const client = await deskClient();
  if (!client) return { error: NO_PROJECT };
  if (!(await deskSignInTry(`invite:${parsed.data.token}`))) return { error: TOO_MANY };
  const { data: address } = await client.rpc('member_invite_email', { token: parsed.data.token });
  if (typeof address !== 'string') return { error: 'This invite is used, expired or not whole. Ask for a new one.' };
  const credentials = { email: address, password: parsed.data.password };
  const made = await client.auth.signUp(credentials);
  // An address with an account already (a member of another wedding, a second device): its own password signs it in.
  if (made.error || !made.data.session) {
    const { error } = await client.auth.signInWithPassword(credentials);
    if (error) return { error: `${address} has an account already: enter its password, or ask for an invite to another address.` };
  }
  const { error } = await client.rpc('accept_member_invite', { token: parsed.data.token });
  if (error) return { error: 'This invite is used, expired or not whole. Ask for a new one.' };
  redirect(DESK_PATH);
}

export async function signOut(form: FormData): Promise<void> {
  const desk = localDesk();
  if (desk) {
    const jar = await cookies();
    endSession(jar.get(localCookieName(desk.port))?.value);
    jar.delete({ name: localCookieName(desk.port), path: DESK_PATH });
    redirect(DESK_PATH);
  }
  const client = await deskClient();
  await client?.auth.signOut({ scope: form.get('scope') === 'global' ? 'global' : 'local' });
  redirect(DESK_PATH);
}
