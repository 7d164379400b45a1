import 'server-only';
import { getDataSource } from '@/lib/data';
import { findGuest } from './guest-lookup';
import { clientOf, noteLookup, retryAfterSeconds } from './link-limit';
import { lookupFailedPath } from './lookup-failed';
import { invitationIdIn } from '@/lib/wedding/routes';

/**
 * The request header that names the guest link a page answers (the root layout reads it for the page's
 * language): set by the proxy only, which removes any a request brings.
 */
export const INVITATION_ID_HEADER = 'x-invitation-id';

/** An unmatched path: Next renders app/not-found.tsx for it, with status 404 and the notice in the HTML. */
export const NOT_AN_INVITATION = '/not-an-invitation';

/**
 * The proxy's half of the guest decision (docs/decisions.md, "Why the proxy decides the guest"):
 * the path whose page answers this request in its place, or null to let it through. Next cannot put
 * not-found markup in the body of a page that calls notFound() (vercel/next.js#62228), so an unknown
 * guest is answered here like any unknown path (404), and a failed lookup by the 503 page, so the
 * page never waits for it a second time. A found guest's lookup is reused by the page.
 */
export async function gateInvitation(pathname: string, headers: Headers): Promise<string | { retryAfter: number } | null> {
  const id = invitationIdIn(pathname);
  if (id === undefined) return null;
  const client = clientOf(headers);
  const retryAfter = retryAfterSeconds(client, id);
  if (retryAfter > 0) return { retryAfter };
  let found;
  try {
    found = await findGuest(getDataSource(), id);
  } catch {
    return null; // a configuration the page reports itself (its error state), never a guest refused here
  }
  if (found.status !== 'lookup-failed') noteLookup(client, id, found.status === 'found');
  if (found.status === 'no-access') return NOT_AN_INVITATION;
  return found.status === 'lookup-failed' ? lookupFailedPath(id) : null;
}
