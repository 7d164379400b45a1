import type { SupabaseClient } from '@supabase/supabase-js';
import type { DeskState } from './desk-state';

export type MemberRole = 'owner' | 'helper';

export interface MemberLine {
  userId: string;
  email: string;
  role: MemberRole;
}

export interface MemberShelf {
  list(): Promise<MemberLine[]>;
  invite(email: string, role: MemberRole): Promise<string>;
  remove(userId: string): Promise<boolean>;
}

export function projectMembers(client: SupabaseClient): MemberShelf {
  return {
    async list() {
      const { data, error } = await client.from('members').select('user_id, email, role').order('added_at');
      if (error) throw new Error(`The members could not be read: ${error.message}`);
      return (data ?? []).map((r) => ({ userId: r.user_id as string, email: r.email as string, role: r.role as MemberRole }));
    },
    async invite(email, role) {
      const { data, error } = await client.rpc('create_member_invite', { email, role });
      if (error || typeof data !== 'string') throw new Error(error?.message ?? 'no invite came back');
      return data;
    },
    async remove(userId) {
      const { data, error } = await client.from('members').delete().eq('user_id', userId).select('user_id');
      return !error && (data ?? []).length > 0;
    },
  };
}

export type InviteState = DeskState<Record<string, string>, { link: string; email: string }>;
