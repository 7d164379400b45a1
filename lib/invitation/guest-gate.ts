import 'server-only';
import { getDataSource } from '@/lib/data';
import { isWellFormedGuestId } from '@/lib/wedding/guest-id';
import { refusesDemoGuest } from './demo-gate';

const INVITE_PATH = /^\/invite\/([^/]+)\/?$/;

/**
 * Whether a request may go on to the invitation page: anything but /invite/{id} may; an
 * invitation only for a guest that exists. Next cannot put not-found markup in the body of a
 * page that calls notFound() (vercel/next.js#62228), so an unknown guest is decided here and
 * answered like any unknown path. The page reuses this lookup (lib/data/guest-memo.ts).
 */
export async function isRefusedInvitation(pathname: string, host: string | null): Promise<boolean> {
  const id = INVITE_PATH.exec(pathname)?.[1];
  if (id === undefined) return false;
  if (!isWellFormedGuestId(id)) return true;
  try {
    if (refusesDemoGuest(host)) return true;
    return (await getDataSource().getGuest(id)) === null;
  } catch {
    // A configuration the page reports itself (its error state), never a guest refused here.
    return false;
  }
}
