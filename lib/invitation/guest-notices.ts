import 'server-only';
import { LRUCache } from 'lru-cache';
import { getDataSource } from '@/lib/data';
import type { DataSource } from '@/lib/data/source';
import { describeError } from '@/lib/server/describe-error';
import { processSingleton } from '@/lib/server/process-singleton';
import { canonicalTag } from '@/lib/wedding/languages';
import { NOTICES_READ_EVERY_MS } from '@/lib/wedding/limits';
import { noticesFor, shownNotice, type ShownNotice } from '@/lib/wedding/notices';
import type { Invitation } from '@/lib/wedding/types';

interface Read {
  at: number;
  notices: Promise<ShownNotice[]>;
}

const reads = () => processSingleton('guest-notices', () => new LRUCache<string, Read>({ max: 2000 }));
let failing = false;

export function guestNotices({ guest, language }: Pick<Invitation, 'guest' | 'language'>, source: DataSource = getDataSource(), now = Date.now()): Promise<ShownNotice[]> {
  if (!source.getNotices) return Promise.resolve([]);
  const memo = reads();
  const key = guest.id.toLowerCase();
  const kept = memo.get(key);
  if (kept && now - kept.at < NOTICES_READ_EVERY_MS) return kept.notices;
  const tag = canonicalTag(guest.language) ?? language;
  const notices = source.getNotices(guest).then(
    (rows) => {
      if (failing) console.log('Notices read again.');
      failing = false;
      // Again after the policies: no other part's notice reaches this page.
      return noticesFor(guest.invited_to, rows).map((n) => shownNotice(n, tag));
    },
    (e: unknown) => {
      // Once per outage, without the guest's id (their link).
      if (!failing) console.error('Failed to load notices, showing none:', describeError(e));
      failing = true;
      memo.delete(key);
      return [];
    },
  );
  memo.set(key, { at: now, notices });
  return notices;
}

/** After the couple posts, edits or withdraws one: the next page or poll reads them again. */
export const forgetGuestNotices = () => reads().clear();
