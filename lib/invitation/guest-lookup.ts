import 'server-only';
import type { DataSource } from '@/lib/data/source';
import { describeError } from '@/lib/server/describe-error';
import { withoutGuest } from '@/lib/server/guest-tag';
import { isWellFormedGuestId } from '@/lib/wedding/guest-id';
import type { Guest } from '@/lib/wedding/types';

/** Who a guest link is for: the guest, nobody (404), or nobody known just now (the lookup failed: 503). */
export type GuestLookup = { status: 'found'; guest: Guest } | { status: 'no-access' } | { status: 'lookup-failed' };

/**
 * The one decision on a guest link, asked by the proxy (before the first byte) and by the page (which
 * then gets the proxy's answer from lib/data/guest-memo.ts, at no cost): a malformed id never reaches
 * the backend, and a failed lookup (spec §8: "returns nothing") is told apart from an unknown guest.
 * Throws only when the data source cannot be made.
 */
export async function findGuest(source: DataSource, guestId: string | undefined): Promise<GuestLookup> {
  if (!isWellFormedGuestId(guestId)) return { status: 'no-access' };
  try {
    const guest = await source.getGuest(guestId);
    return guest ? { status: 'found', guest } : { status: 'no-access' };
  } catch (e) {
    console.error('Failed to load guest:', withoutGuest(describeError(e), guestId));
    return { status: 'lookup-failed' };
  }
}
