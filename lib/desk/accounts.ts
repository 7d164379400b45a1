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

export type SignInOutcome = 'signed-in' | 'no-match' | 'too-many' | 'no-project';

export const hasDesk = () => getConfig().supabase !== null || localDesk() !== null;

export async function deskSiteUrl(): Promise<URL> {
  const configured = getConfig().siteUrl;
  if (configured) return configured;
  const h = await headers();
  return new URL(`${h.get('x-forwarded-proto') === 'https' ? 'https' : 'http'}://${h.get('host') ?? 'localhost'}/`);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

export async function inviteEmail(token: string): Promise<string | null> {
  const client = await memberClient();
  if (!client) return null;
  const { data, error } = await client.rpc('member_invite_email', { token });
  return error || typeof data !== 'string' ? null : data;
}

export type InviteOutcome = 'member' | 'too-many' | 'no-project' | 'unusable';

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
