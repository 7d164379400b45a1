import type { SupabaseClient } from '@supabase/supabase-js';
import { GUEST_ID_HEADER } from '@/lib/site/routes';
import { DEMO_GUESTS } from '../demo-guests';
import { NIL_UUID, type Deployment, type Finding } from './doctor-types';
import { describeError } from '../project';

const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? String((e as { code: unknown }).code) : '');

export function demoGuestsFinding(names: string[], where: string): Finding[] {
  if (names.length === 0) return [{ level: 'ok', title: `No demo guest is left in ${where}` }];
  return [
    {
      level: 'fail',
      title: `The demo's guests are still in ${where}: ${names.join(', ')}`,
      detail: 'Their ids are published in the README, so anyone can open an invitation to your wedding with them.',
      fix: 'Remove them: npm run db:seed -- --content <your folder> --remove-demo-guests (it also removes their photos), or delete their rows.',
      desk: 'Remove them here on the desk: open each one, then Remove. Their photos go on a computer: npm run db:seed -- --remove-demo-guests.',
    },
  ];
}

export async function checkDemoGuests(anon: SupabaseClient): Promise<Finding[]> {
  const present: string[] = [];
  for (const g of DEMO_GUESTS) {
    const { data } = await anon.from('guests').select('id').eq('id', g.id).setHeader(GUEST_ID_HEADER, g.id).limit(1);
    if ((data ?? []).length > 0) present.push(g.name);
  }
  return demoGuestsFinding(present, 'the project');
}

export async function checkGuestPolicies(anon: SupabaseClient, service: SupabaseClient | undefined, d: Deployment): Promise<Finding[]> {
  const findings: Finding[] = [];
  const listing = await anon.from('guests').select('id').limit(5);
  const named = await anon.from('guests').select('id').setHeader(GUEST_ID_HEADER, NIL_UUID).limit(5);
  const leaked = (listing.data?.length ?? 0) + (named.data?.length ?? 0);
  let total: number | undefined;
  if (service) {
    const { data, error } = await service.from('guests').select('id');
    if (error) findings.push({ level: 'warn', title: 'Counting the guests with the secret key failed', detail: describeError(error) });
    total = data?.length;
  }
  if (leaked > 0) {
    findings.push({
      level: 'fail',
      title: 'Anyone with the public key can list your guests',
      detail: 'An anonymous request for all guests returned rows: the guest ids in them open every personal invitation.',
      fix: 'Apply supabase/migrations/20251120000100_row_level_security.sql, and remove any other policy on public.guests that allows select.',
    });
  } else if (listing.error && !/permission denied/i.test(describeError(listing.error))) {
    findings.push({ level: 'warn', title: 'The anonymous guest listing failed in an unexpected way', detail: describeError(listing.error) });
  } else {
    findings.push({
      level: total === 0 ? 'info' : 'ok',
      title: 'An anonymous guest listing is refused',
      detail:
        total === undefined
          ? `It returned no guest.${d.serviceKey ? '' : ' (Give --service-key to also count the guests it hides.)'}`
          : total === 0
            ? 'There are no guests yet, so this proves little: run the doctor again after importing them.'
            : `The policies hid all ${total} guests.`,
    });
  }
  const write = await anon.from('guests').update({ name: 'doctor' }).eq('id', NIL_UUID);
  if (write.error && (codeOf(write.error) === '42501' || /permission denied/i.test(describeError(write.error)))) {
    findings.push({ level: 'ok', title: 'The public key cannot change guests' });
  } else if (!write.error) {
    findings.push({
      level: 'warn',
      title: 'The public key still has write grants on guests',
      detail: 'Row-level security refuses the change, but the grants should be gone too.',
      fix: 'Apply supabase/migrations/20251120000100_row_level_security.sql (it revokes them).',
    });
  }
  return findings;
}
