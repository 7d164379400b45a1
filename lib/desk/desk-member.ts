import type { SupabaseClient } from '@supabase/supabase-js';

export type MemberRole = 'owner' | 'helper';

export interface DeskVisitor {
  /** null: nobody is signed in (or the session was refused). */
  email: string | null;
  /** null: signed in, but not one of the wedding's members. */
  role: MemberRole | null;
}

/** Who is signed in, by their verified claims; null when nobody is (or the session was refused). */
export async function signedInAccount(client: SupabaseClient): Promise<{ id: string; email: string } | null> {
  const { data } = await client.auth.getClaims();
  const claims = data?.claims;
  return claims?.sub ? { id: claims.sub, email: typeof claims.email === 'string' ? claims.email : '' } : null;
}

/** The account's own members row (row-level security shows a member only to members). */
export async function memberRole(client: SupabaseClient, userId: string): Promise<MemberRole | null> {
  const { data: row } = await client.from('members').select('role').eq('user_id', userId).maybeSingle();
  return row?.role === 'owner' || row?.role === 'helper' ? row.role : null;
}

/** Whom an open invite is for; null for a wrong, used or expired one. */
export async function inviteEmail(client: SupabaseClient, token: string): Promise<string | null> {
  const { data, error } = await client.rpc('member_invite_email', { token });
  return error || typeof data !== 'string' ? null : data;
}
