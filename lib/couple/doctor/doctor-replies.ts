import type { SupabaseClient } from '@supabase/supabase-js';
import type { Finding } from './doctor-types';
import { describeError, isMissingTable } from '../project';

// Replies are the couple's record of who is coming: members read and write them, guests' pages never do.

const MIGRATION = 'supabase/migrations/20261129000000_guest_replies.sql';
const APPLY = `Apply ${MIGRATION} (see supabase/README.md).`;

const isPermissionDenied = (e: { code?: string; message?: string }) => e.code === '42501' || /permission denied/i.test(e.message ?? '');

export async function checkReplies(anon: SupabaseClient): Promise<Finding[]> {
  const read = await anon.from('guest_replies').select('guest_id').limit(1).retry(false);
  if (read.error && isMissingTable(read.error)) {
    return [{ level: 'warn', title: 'The project has no guest_replies table: the desk cannot keep replies', detail: 'Everything else works; backups simply have no replies.', fix: APPLY }];
  }
  if (read.error && !isPermissionDenied(read.error)) return [{ level: 'warn', title: 'Reading guest_replies failed', detail: describeError(read.error), fix: APPLY }];
  if (!read.error) {
    const what = (read.data?.length ?? 0) > 0 ? "the public key can read the guests' replies" : 'the public key has read grants on guest_replies';
    return [{ level: 'fail', title: "The public key has access to the guests' replies, which only the wedding's members may have", detail: `${what}.`, fix: `${APPLY} Remove any other policy or grant on guest_replies.` }];
  }
  return [{ level: 'ok', title: "Only the wedding's members can read or record replies", detail: 'The public key is refused on guest_replies.' }];
}
