import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { deskClient } from './desk-client';
import { roleAmong, signedInAccount, visibleMembers, type DeskVisitor, type MemberRole } from './desk-member';
import { projectPlace, type DeskPlace } from './desk-place';
import { localCookieName, localDesk } from './local-desk';
import { localPlace } from './local-place';
import { sessionOpen } from './local-session';

export interface MemberSession {
  place: DeskPlace;
  /** The member's own Supabase client, for the members and invites; null on `npm run desk` (no members there). */
  client: SupabaseClient | null;
  /** Who is signed in, as the desk shows it. */
  email: string;
  role: MemberRole;
}

export interface DeskSession<T> {
  visitor: DeskVisitor;
  data: T | null;
  /** `npm run desk` on the couple's computer, opened with its key rather than signed in. */
  local: boolean;
}

/** For an action or a page, once per request: the signed-in member, or null (signed out, removed, or never one). */
export const memberSession = cache(async (): Promise<MemberSession | null> => {
  const session = await deskSessionWith(async (place, client) => ({ place, client }));
  const { email, role } = session?.visitor ?? {};
  return session?.data && email && role ? { ...session.data, email, role } : null;
});

const LOCAL_WHO = 'this computer';
const SIGNED_OUT: DeskSession<never> = { local: false, visitor: { email: null, role: null }, data: null };

/** The session, with `read` begun beside the membership check (why: docs/decisions.md, "drawn as it arrives"). */
export async function deskSessionWith<T>(read: (place: DeskPlace, client: SupabaseClient | null) => Promise<T>): Promise<DeskSession<T> | null> {
  const desk = localDesk();
  if (desk) {
    if (!sessionOpen((await cookies()).get(localCookieName(desk.port))?.value)) return { local: true, visitor: { email: null, role: null }, data: null };
    return { local: true, visitor: { email: LOCAL_WHO, role: 'owner' }, data: await read(localPlace(), null) };
  }
  const client = await deskClient();
  if (!client) return null;
  if (!(await client.auth.getSession()).data.session) return SIGNED_OUT;
  // Beside the token's check: PostgREST refuses a forged token itself (docs/decisions.md, "drawn as it arrives").
  const members = visibleMembers(client);
  members.catch(() => undefined); // a refused session's rows are dropped unawaited
  const account = await signedInAccount(client);
  if (!account) return SIGNED_OUT;
  const [rows, data] = await Promise.allSettled([members, read(projectPlace(client), client)]);
  if (rows.status === 'rejected') throw rows.reason;
  const visitor = { email: account.email, role: roleAmong(rows.value, account.id) };
  if (!visitor.role) return { local: false, visitor, data: null };
  if (data.status === 'rejected') throw data.reason;
  return { local: false, visitor, data: data.value };
}
