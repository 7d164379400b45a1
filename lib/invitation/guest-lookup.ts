import 'server-only';
import { reportNotConfigured } from '@/lib/data';
import { reportGuestAccessDenied } from '@/lib/data/fallbacks';
import type { DataSource } from '@/lib/data/source';
import { getConfig } from '@/lib/server/config';
import { describeError } from '@/lib/server/describe-error';
import { withoutGuest } from '@/lib/server/guest-tag';
import { processSingleton } from '@/lib/server/process-singleton';
import { isDevelopmentHost } from '@/lib/wedding/dev-host';
import { isWellFormedGuestId } from '@/lib/wedding/guest-id';
import type { Guest } from '@/lib/wedding/types';

/** Who a guest link is for: the guest, nobody (404), or nobody known just now (the lookup failed: 503). */
export type GuestLookup = { status: 'found'; guest: Guest } | { status: 'no-access' } | { status: 'lookup-failed' };

/**
 * A deployment that forgot its settings must not publish the demo wedding: with no backend and
 * no CONTENT_DIR, guests are refused except on development hosts (spec §6), and the spec's line
 * is logged once per process, not once per guest.
 */
function refusesDemoGuest(host: string | null): boolean {
  if (!getConfig().builtInDemo || isDevelopmentHost(host)) return false;
  processSingleton('demo-refusal-logged', () => {
    reportNotConfigured();
    reportGuestAccessDenied();
    return true;
  });
  return true;
}

/**
 * The one decision on a guest link, asked by the proxy (before the first byte) and by the page (which
 * then gets the proxy's answer from lib/data/guest-memo.ts, at no cost): a malformed id never reaches
 * the backend, the built-in demo is refused on public hosts, and a failed lookup (spec §8: "returns
 * nothing") is told apart from an unknown guest. Throws only when the data source cannot be made.
 */
export async function findGuest(source: DataSource, guestId: string | undefined, host: string | null): Promise<GuestLookup> {
  if (!isWellFormedGuestId(guestId) || refusesDemoGuest(host)) return { status: 'no-access' };
  try {
    const guest = await source.getGuest(guestId);
    return guest ? { status: 'found', guest } : { status: 'no-access' };
  } catch (e) {
    console.error('Failed to load guest:', withoutGuest(describeError(e), guestId));
    return { status: 'lookup-failed' };
  }
}
