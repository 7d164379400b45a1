import type { SupabaseClient } from '@supabase/supabase-js';
import { NIL_UUID, type Finding } from './doctor-types';
import { describeError, isPermissionDenied } from '../project';

// Calls record_guest_open only with the nil UUID, never a guest's id, so it records nothing.

const MIGRATION = 'supabase/migrations/20251201000000_guest_opens.sql';
const APPLY = `Apply ${MIGRATION} (see supabase/README.md).`;

const codeOf = (e: { code?: string } | null) => e?.code ?? '';

export async function checkOpens(anon: SupabaseClient, trackOpens = true): Promise<Finding[]> {
  if (!trackOpens) {
    return [{ level: 'info', title: 'TRACK_OPENS is off: the site records no opens', detail: 'npm run guests -- opens shows only what was recorded before.' }];
  }
  const call = await anon.rpc('record_guest_open', { guest_id: NIL_UUID });
  if (call.error) {
    if (codeOf(call.error) === 'PGRST202' || call.status === 404) {
      return [{ level: 'fail', title: 'The function record_guest_open is missing: no opens are recorded', fix: `${APPLY} Or set TRACK_OPENS=off.` }];
    }
    if (isPermissionDenied(call.error)) {
      return [{ level: 'fail', title: 'The public key may not call record_guest_open: no opens are recorded', detail: describeError(call.error), fix: APPLY }];
    }
    return [{ level: 'warn', title: 'Calling record_guest_open failed', detail: describeError(call.error), fix: APPLY }];
  }

  const problems: string[] = [];
  if (call.data !== null && call.data !== '') problems.push('record_guest_open answers something (it must return nothing, so it cannot tell whether an id is a guest\'s)');
  const withTime = await anon.rpc('record_guest_open', { guest_id: NIL_UUID, last_opened_at: '2000-01-01T00:00:00Z' });
  if (!withTime.error) problems.push('record_guest_open also takes a time from the caller');
  const read = await anon.from('guest_opens').select('guest_id').limit(1);
  if (!read.error) problems.push((read.data?.length ?? 0) > 0 ? 'the public key can read who opened their invitation' : 'the public key still has read grants on guest_opens');
  const write = await anon.from('guest_opens').update({ opening_days: 1 }).eq('guest_id', NIL_UUID);
  if (!isPermissionDenied(write.error)) problems.push('the public key still has write grants on guest_opens');

  if (problems.length) {
    return [{ level: 'fail', title: 'The public key can do more with guest opens than record one', detail: `${problems.join('; ')}.`, fix: `${APPLY} Remove any other policy, grant or function on guest_opens.` }];
  }
  return [
    {
      level: 'ok',
      title: 'The public key can record that an invitation was opened (record_guest_open), and do nothing else with the opens',
      detail: 'It learns nothing from the call, cannot pass its own times, and cannot read or change guest_opens.',
    },
  ];
}
