import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LATER_MIGRATIONS } from '@/lib/couple/backup/layout';
import { isMissingTable } from '@/lib/couple/project';
import type { Reply } from './reply-counts';

// The replies the couple records, as the signed-in member: row-level security lets only members read or write them.

const MIGRATION = LATER_MIGRATIONS.guest_replies;

export type Replies = { replies: Map<string, Reply>; problem: string | null };

export async function readReplies(client: SupabaseClient, guestId?: string): Promise<Replies> {
  const query = client.from('guest_replies').select('guest_id, coming, people, note');
  const { data, error } = await (guestId ? query.eq('guest_id', guestId) : query).retry(false);
  if (error) {
    return { replies: new Map(), problem: isMissingTable(error) ? `Replies cannot be kept yet: apply ${MIGRATION} (see supabase/README.md).` : `The replies could not be read: ${error.message}` };
  }
  const rows = (data ?? []) as { guest_id: string; coming: boolean; people: number; note: string | null }[];
  return { replies: new Map(rows.map((r) => [r.guest_id.toLowerCase(), { coming: r.coming, people: r.people, note: r.note ?? '' }])), problem: null };
}

/** Records a guest's reply, or (null) takes it back to "no answer yet". */
export async function saveReply(client: SupabaseClient, guestId: string, reply: Reply | null): Promise<void> {
  const { error } = reply
    ? await client.from('guest_replies').upsert({ guest_id: guestId, ...reply, updated_at: new Date().toISOString() }, { onConflict: 'guest_id' })
    : await client.from('guest_replies').delete().eq('guest_id', guestId);
  if (error) throw new Error(`The reply was not saved: ${error.message}`);
}
