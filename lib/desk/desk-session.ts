import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { cache } from 'react';
import { deskClient } from './desk-client';
import { memberRole, signedInAccount, type DeskVisitor, type MemberRole } from './desk-member';

export interface MemberSession {
  client: SupabaseClient;
  email: string;
  role: MemberRole;
}

/** The desk as the visitor may see it, once per request: no project (null), or who they are and their client. */
const deskSession = cache(() => deskSessionWith(async () => null));

/** For an action: the signed-in member, or null (signed out, removed, or never one). */
export async function memberSession(): Promise<MemberSession | null> {
  const session = await deskSession();
  const { email, role } = session?.visitor ?? {};
  return session && email && role ? { client: session.client, email, role } : null;
}

/** The session, with `read` begun beside the membership check (why: docs/decisions.md, "drawn as it arrives"). */
export async function deskSessionWith<T>(read: (client: SupabaseClient) => Promise<T>): Promise<{ client: SupabaseClient; visitor: DeskVisitor; data: T | null } | null> {
  const client = await deskClient();
  if (!client) return null;
  const account = await signedInAccount(client);
  if (!account) return { client, visitor: { email: null, role: null }, data: null };
  const [role, data] = await Promise.allSettled([memberRole(client, account.id), read(client)]);
  if (role.status === 'rejected') throw role.reason;
  const visitor = { email: account.email, role: role.value };
  if (!visitor.role) return { client, visitor, data: null };
  if (data.status === 'rejected') throw data.reason;
  return { client, visitor, data: data.value };
}
