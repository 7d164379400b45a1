import 'server-only';
import type { DataSource } from '@/lib/data/source';
import { describeError } from '@/lib/server/describe-error';
import { withoutGuest } from '@/lib/server/guest-tag';
import { isWellFormedGuestId } from '@/lib/wedding/guest-id';
import type { Guest } from '@/lib/wedding/types';

export type GuestLookup = { status: 'found'; guest: Guest } | { status: 'no-access' } | { status: 'lookup-failed' };

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
