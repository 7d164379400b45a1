import 'server-only';
import { getDataSource } from '@/lib/data';
import type { DataSource } from '@/lib/data/source';
import { describeError } from '@/lib/server/describe-error';
import { KeptReads } from '@/lib/server/kept-reads';
import { processSingleton } from '@/lib/server/process-singleton';
import { canonicalTag } from '@/lib/wedding/languages';
import { NOTICES_READ_EVERY_MS } from '@/lib/wedding/limits';
import { noticesFor, shownNotice, type ShownNotice } from '@/lib/wedding/notices';
import type { Invitation } from '@/lib/wedding/types';

const reads = () => processSingleton('guest-notices', () => new KeptReads<ShownNotice[]>(2000, NOTICES_READ_EVERY_MS));
let failing = false;

export function guestNotices({ guest, language }: Pick<Invitation, 'guest' | 'language'>, source: DataSource = getDataSource(), now = Date.now()): Promise<ShownNotice[]> {
  if (!source.getNotices) return Promise.resolve([]);
  const tag = canonicalTag(guest.language) ?? language;
  const read = async () => {
    const rows = (await source.getNotices?.(guest)) ?? [];
    if (failing) console.log('Notices read again.');
    failing = false;
    // Again after the policies: no other part's notice reaches this page.
    return noticesFor(guest.invited_to, rows).map((n) => shownNotice(n, tag));
  };
  return reads()
    .read(guest.id.toLowerCase(), read, { now })
    .catch((e: unknown) => {
      // Once per outage, without the guest's id (their link).
      if (!failing) console.error('Failed to load notices, showing none:', describeError(e));
      failing = true;
      return [];
    });
}

/** After the couple posts, edits or withdraws one: the next page or poll reads them again. */
export const forgetGuestNotices = () => reads().forget();
