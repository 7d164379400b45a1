import type { SupabaseClient } from '@supabase/supabase-js';
import type { MemberRole } from './desk-member';

export interface Member {
  userId: string;
  email: string;
  role: MemberRole;
}

export async function listMembers(client: SupabaseClient): Promise<Member[]> {
  const { data, error } = await client.from('members').select('user_id, email, role').order('added_at');
  if (error) throw new Error(`The members could not be read: ${error.message}`);
  return (data ?? []).map((r) => ({ userId: r.user_id as string, email: r.email as string, role: r.role as MemberRole }));
}

/** A new invite's token (an owner's only: the database refuses anyone else). */
export async function createInvite(client: SupabaseClient, email: string, role: MemberRole): Promise<string> {
  const { data, error } = await client.rpc('create_member_invite', { email, role });
  if (error || typeof data !== 'string') throw new Error(error?.message ?? 'no invite came back');
  return data;
}

/** True when a row went: an owner removing someone else. */
export async function removeMember(client: SupabaseClient, userId: string): Promise<boolean> {
  const { data, error } = await client.from('members').delete().eq('user_id', userId).select('user_id');
  return !error && (data ?? []).length > 0;
}
