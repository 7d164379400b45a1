import 'server-only';
import { getDataSource } from '@/lib/data';
import type { DataSource } from '@/lib/data/source';
import { describeError } from '@/lib/server/describe-error';
import { KeptReads } from '@/lib/server/kept-reads';
import { processSingleton } from '@/lib/server/process-singleton';
import { NOTICES_READ_EVERY_MS } from '@/lib/wedding/limits';
import { NOTICES_SHOWN, noticesFor, shownNotice, type Notice, type ShownNotice } from '@/lib/wedding/notices';
import { dayPlan } from '@/lib/wedding/the-day';
import type { Invitation } from '@/lib/wedding/types';

const reads = () => processSingleton('guest-notices', () => new KeptReads<Notice[]>(2000, NOTICES_READ_EVERY_MS));
let failing = false;

/** The notices a guest reads, in a language they read, until their day has ended. */
export async function guestNotices({ guest, info }: Pick<Invitation, 'guest' | 'info'>, source: DataSource = getDataSource(), now = Date.now()): Promise<ShownNotice[]> {
  if (!source.getNotices || now >= dayPlan(info).endsAt) return [];
  const read = async () => {
    const rows = (await source.getNotices?.(guest)) ?? [];
    if (failing) console.log('Notices read again.');
    failing = false;
    // Again after the policies: no other part's notice reaches this page.
    return noticesFor(guest.invited_to, rows);
  };
  const mine = await reads()
    .read(guest.id.toLowerCase(), read, { now })
    .catch((e: unknown) => {
      // Once per outage, without the guest's id (their link).
      if (!failing) console.error('Failed to load notices, showing none:', describeError(e));
      failing = true;
      return [];
    });
  return mine.flatMap((n) => shownNotice(n, guest.language, info.language) ?? []).slice(0, NOTICES_SHOWN);
}

/** After the couple posts, edits or withdraws one: the next page or poll reads them again. */
export const forgetGuestNotices = () => reads().forget();
