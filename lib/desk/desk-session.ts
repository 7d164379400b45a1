import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { cache } from 'react';
import { deskClient } from './desk-client';
import { deskVisitor, type DeskVisitor, type MemberRole } from './desk-member';

export interface MemberSession {
  client: SupabaseClient;
  email: string;
  role: MemberRole;
}

/** The desk as the visitor may see it, once per request: no project (null), or who they are and their client. */
export const deskSession = cache(async (): Promise<{ client: SupabaseClient; visitor: DeskVisitor } | null> => {
  const client = await deskClient();
  return client ? { client, visitor: await deskVisitor(client) } : null;
});

/** For an action: the signed-in member, or null (signed out, removed, or never one). */
export async function memberSession(): Promise<MemberSession | null> {
  const session = await deskSession();
  const { email, role } = session?.visitor ?? {};
  return session && email && role ? { client: session.client, email, role } : null;
}
