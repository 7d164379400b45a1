import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { memberClient } from '@/lib/supabase/member-client';
import { DESK_ROUTE } from '@/lib/site/routes';
import type { MemberRole } from './desk-members';
import { projectPlace, type DeskPlace } from './desk-place';
import { localCookieName, localDesk } from './local-desk';
import { localPlace } from './local-place';
import { sessionOpen } from './local-session';

export type Needs = 'member' | 'owner';

export interface Member {
  email: string;
  role: MemberRole;
  local: boolean;
  place: DeskPlace;
}

export type Visitor = { kind: 'signed-out'; local: boolean } | { kind: 'stranger'; email: string } | { kind: 'member'; member: Member };

const SIGNED_OUT: Visitor = { kind: 'signed-out', local: false };

/** Who is at the desk, decided once per request before anything is read; null on a site without a desk. */
export const deskVisitor = cache(async (): Promise<Visitor | null> => {
  const desk = localDesk();
  if (desk) {
    if (!sessionOpen((await cookies()).get(localCookieName(desk.port))?.value)) return { kind: 'signed-out', local: true };
    return { kind: 'member', member: { email: 'this computer', role: 'owner', local: true, place: localPlace() } };
  }
  const client = await memberClient();
  if (!client) return null;
  if (!(await client.auth.getSession()).data.session) return SIGNED_OUT;
  const account = await signedInAccount(client);
  if (!account) return SIGNED_OUT;
  const mine = await membership(client, account.id);
  return mine ? { kind: 'member', member: { ...mine, local: false, place: projectPlace(client) } } : { kind: 'stranger', email: account.email };
});

export const allows = (member: Member, needs: Needs) => needs === 'member' || member.role === 'owner';

export async function deskMember(needs: Needs = 'member'): Promise<Member> {
  const visitor = await deskVisitor();
  if (visitor?.kind !== 'member' || !allows(visitor.member, needs)) redirect(DESK_ROUTE);
  return visitor.member;
}

async function signedInAccount(client: SupabaseClient): Promise<{ id: string; email: string } | null> {
  const { data } = await client.auth.getClaims();
  const claims = data?.claims;
  return claims?.sub ? { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : '' } : null;
}

async function membership(client: SupabaseClient, userId: string): Promise<{ role: MemberRole; email: string } | null> {
  const { data, error } = await client.from('members').select('role, email').eq('user_id', userId).maybeSingle();
  if (error) throw new Error(`The members could not be read: ${error.message}`);
  const row = data as { role?: unknown; email?: unknown } | null;
  return (row?.role === 'owner' || row?.role === 'helper') && typeof row.email === 'string' ? { role: row.role, email: row.email } : null;
}
