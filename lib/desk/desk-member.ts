import type { SupabaseClient } from '@supabase/supabase-js';

export type MemberRole = 'owner' | 'helper';

export interface DeskVisitor {
  /** null: nobody is signed in (or the session was refused). */
  email: string | null;
  /** null: signed in, but not one of the wedding's members. */
  role: MemberRole | null;
}

/** Who is asking: their verified claims, then their own members row (row-level security shows a member only to members). */
export async function deskVisitor(client: SupabaseClient): Promise<DeskVisitor> {
  const { data } = await client.auth.getClaims();
  const claims = data?.claims;
  if (!claims?.sub) return { email: null, role: null };
  const { data: row } = await client.from('members').select('role').eq('user_id', claims.sub).maybeSingle();
  const role = row?.role === 'owner' || row?.role === 'helper' ? row.role : null;
  return { email: typeof claims.email === 'string' ? claims.email : '', role };
}

/** Whom an open invite is for; null for a wrong, used or expired one. */
export async function inviteEmail(client: SupabaseClient, token: string): Promise<string | null> {
  const { data, error } = await client.rpc('member_invite_email', { token });
  return error || typeof data !== 'string' ? null : data;
}
