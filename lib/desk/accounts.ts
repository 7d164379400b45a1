import 'server-only';
import { cookies, headers } from 'next/headers';
import { clientOf } from '@/lib/invitation/link-limit';
import { getConfig } from '@/lib/server/config';
import { DESK_ROUTE } from '@/lib/site/routes';
import { memberClient } from '@/lib/supabase/member-client';
import { localCookieName, localDesk } from './local-desk';
import { endSession } from './local-session';
import { forgiveSignInTries, SIGN_IN_LIMIT, takeSignInTry } from './sign-in-limit';
import type { DeskState } from './desk-state';

// Signing in and out, and taking up an invite: what the desk does for someone not (yet) known to be a member.

export type SignInOutcome = 'signed-in' | 'no-match' | 'too-many' | 'no-project';

/** A site with a project has the signed-in desk; `npm run desk` serves it on the couple's computer. */
export const hasDesk = () => getConfig().supabase !== null || localDesk() !== null;

/** The site's own address: SITE_URL, else the one this request came to. */
export async function deskSiteUrl(): Promise<URL> {
  const configured = getConfig().siteUrl;
  if (configured) return configured;
  const h = await headers();
  return new URL(`${h.get('x-forwarded-proto') === 'https' ? 'https' : 'http'}://${h.get('host') ?? 'localhost'}/`);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One counted try at `account` from this request's client: false when it must wait. */
async function mayTry(account: string): Promise<{ client: string | null } | null> {
  const client = clientOf(await headers());
  const verdict = takeSignInTry(client, account);
  if (verdict === 'refused') return null;
  if (verdict === 'slow') await pause(SIGN_IN_LIMIT.slowMs);
  return { client };
}

export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  const client = await memberClient();
  if (!client) return 'no-project';
  const allowed = await mayTry(email);
  if (!allowed) return 'too-many';
  // A member whose invite made its own account signs in there first: their address may be a stranger's account.
  const { data: own } = await client.rpc('member_sign_in_address', { email });
  let answer = typeof own === 'string' ? await client.auth.signInWithPassword({ email: own, password }) : null;
  if (!answer || answer.error) answer = await client.auth.signInWithPassword({ email, password });
  if (answer.error) return answer.error.status === 429 ? 'too-many' : 'no-match';
  forgiveSignInTries(allowed.client, email);
  return 'signed-in';
}

/** Whom an open invite is for; null for a wrong, used or expired one (or a site without a project). */
export async function inviteEmail(token: string): Promise<string | null> {
  const client = await memberClient();
  if (!client) return null;
  const { data, error } = await client.rpc('member_invite_email', { token });
  return error || typeof data !== 'string' ? null : data;
}

export type InviteOutcome = 'member' | 'too-many' | 'no-project' | 'unusable';

/** Whoever holds the link sets a password and becomes the member it names, on an account the invite makes now. */
export async function acceptInvite(token: string, password: string): Promise<InviteOutcome> {
  const client = await memberClient();
  if (!client) return 'no-project';
  if (!(await mayTry(`invite:${token}`))) return 'too-many';
  const address = await inviteEmail(token);
  if (!address) return 'unusable';
  if (!(await client.auth.signUp({ email: address, password })).data.session) {
    // The address has an account already (perhaps a stranger's): the invite makes one at its own address.
    const { data: own } = await client.rpc('member_invite_account', { token });
    if (typeof own !== 'string') return 'unusable';
    const made = await client.auth.signUp({ email: own, password });
    if (!made.data.session && (await client.auth.signInWithPassword({ email: own, password })).error) return 'unusable';
  }
  const { error } = await client.rpc('accept_member_invite', { token });
  return error ? 'unusable' : 'member';
}

/** Signs this browser out (`everywhere`: every device's session of this account). */
export async function signOut(everywhere: boolean): Promise<void> {
  const desk = localDesk();
  if (desk) {
    const jar = await cookies();
    endSession(jar.get(localCookieName(desk.port))?.value);
    jar.delete({ name: localCookieName(desk.port), path: DESK_ROUTE });
    return;
  }
  const client = await memberClient();
  await client?.auth.signOut({ scope: everywhere ? 'global' : 'local' });
}

export type AccountState = DeskState<{ email?: string }>;
