import type { SupabaseClient } from '@supabase/supabase-js';
import type { Finding } from './doctor-types';
import { describeError, isMissingTable, isPermissionDenied } from '../project';

const MIGRATION = 'supabase/migrations/20261201000000_announcements.sql';

export async function checkNotices(anon: SupabaseClient): Promise<Finding> {
  const apply = `Apply ${MIGRATION} (see supabase/README.md).`;
  const read = await anon.from('announcements').select('id').limit(1).retry(false);
  if (read.error && isMissingTable(read.error)) {
    return { level: 'warn', title: 'The project has no announcements table: the desk cannot post notices on the day', detail: 'Everything else works.', fix: apply };
  }
  if (read.error && isPermissionDenied(read.error)) {
    return { level: 'warn', title: "Guests' pages cannot read the couple's notices", detail: 'The public key is refused on announcements.', fix: apply };
  }
  if (read.error) return { level: 'warn', title: 'Reading announcements failed', detail: describeError(read.error), fix: apply };
  if ((read.data?.length ?? 0) > 0) {
    return { level: 'fail', title: "The public key reads the couple's notices without naming a guest", detail: 'Any notice could reach a guest it is not for.', fix: `${apply} Remove any other policy on announcements.` };
  }
  return { level: 'ok', title: 'Notices reach only the guests they are for', detail: 'Without a guest, the public key reads none.' };
}
