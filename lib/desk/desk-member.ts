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

interface MemberRow {
  user_id: string;
  role: string;
}

/** The members rows this session may see: every member's to a member, none to anyone else (row-level security). */
export async function visibleMembers(client: SupabaseClient): Promise<MemberRow[]> {
  const { data } = await client.from('members').select('user_id, role').limit(1000);
  return Array.isArray(data) ? data : [];
}

/** The account's role among the rows it was shown; null when it has none. */
export function roleAmong(rows: MemberRow[], userId: string): MemberRole | null {
  const role = rows.find((row) => row.user_id === userId)?.role;
  return role === 'owner' || role === 'helper' ? role : null;
}

/** Whom an open invite is for; null for a wrong, used or expired one. */
export async function inviteEmail(client: SupabaseClient, token: string): Promise<string | null> {
  const { data, error } = await client.rpc('member_invite_email', { token });
  return error || typeof data !== 'string' ? null : data;
}
