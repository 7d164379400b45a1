import 'server-only';
import { getDataSource } from '@/lib/data';
import type { DataSource } from '@/lib/data/source';
import { isWellFormedGuestId } from '@/lib/wedding/guest-id';
import { refusesDemoGuest } from './demo-gate';
import { lookupFailedPath } from './lookup-failed';

const INVITE_PATH = /^\/invite\/([^/]+)\/?$/;

/** An unmatched path: Next renders app/not-found.tsx for it, with status 404 and the notice in the HTML. */
export const NOT_AN_INVITATION = '/not-an-invitation';

/**
 * The path whose page answers this request in its place (a 404 or the lookup-failed 503), or
 * null to let it through. Decides /invite/{id} before the first byte; anything else passes.
 * Next cannot put not-found markup in the body of a page that calls notFound()
 * (vercel/next.js#62228), so an unknown guest is decided here and answered like any unknown path. A lookup that fails (not one that finds
 * nobody) is answered here too, by the 503 page, so the page never waits for it a second time.
 * A found guest's lookup is reused by the page (lib/data/guest-memo.ts).
 */
export async function gateInvitation(pathname: string, host: string | null): Promise<string | null> {
  const id = INVITE_PATH.exec(pathname)?.[1];
  if (id === undefined) return null;
  if (!isWellFormedGuestId(id)) return NOT_AN_INVITATION;
  let source: DataSource;
  try {
    if (refusesDemoGuest(host)) return NOT_AN_INVITATION;
    source = getDataSource();
  } catch {
    // A configuration the page reports itself (its error state), never a guest refused here.
    return null;
  }
  try {
    return (await source.getGuest(id)) === null ? NOT_AN_INVITATION : null;
  } catch {
    return lookupFailedPath(id);
  }
}
