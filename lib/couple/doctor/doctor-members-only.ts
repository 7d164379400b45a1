import type { SupabaseClient } from '@supabase/supabase-js';
import type { Finding } from './doctor-types';
import { LATER_MIGRATIONS } from '../backup/layout';
import { describeError, isMissingTable, isPermissionDenied } from '../project';

const TABLES = [
  { table: 'guest_replies', what: "the guests' replies", lacking: 'the desk cannot keep replies' },
  { table: 'desk_messages', what: "the couple's message texts", lacking: 'the desk sends only its own texts' },
] as const;

async function checkTable(anon: SupabaseClient, { table, what, lacking }: (typeof TABLES)[number]): Promise<Finding> {
  const apply = `Apply ${LATER_MIGRATIONS[table]} (see supabase/README.md).`;
  const read = await anon.from(table).select('*').limit(1).retry(false);
  if (read.error && isMissingTable(read.error)) {
    return { level: 'warn', title: `The project has no ${table} table: ${lacking}`, detail: 'Everything else works; backups simply have none.', fix: apply };
  }
  if (read.error && !isPermissionDenied(read.error)) return { level: 'warn', title: `Reading ${table} failed`, detail: describeError(read.error), fix: apply };
  if (!read.error) {
    const how = (read.data?.length ?? 0) > 0 ? `the public key can read ${what}` : `the public key has read grants on ${table}`;
    return { level: 'fail', title: `The public key has access to ${what}, which only the wedding's members may have`, detail: `${how}.`, fix: `${apply} Remove any other policy or grant on ${table}.` };
  }
  return { level: 'ok', title: `Only the wedding's members can read or write ${what}`, detail: `The public key is refused on ${table}.` };
}

export async function checkMembersOnly(anon: SupabaseClient): Promise<Finding[]> {
  return Promise.all(TABLES.map((t) => checkTable(anon, t)));
}
