import 'server-only';
import { getDataSource } from '@/lib/data';
import { findGuest } from './guest-lookup';
import { clientOf, noteLookup, retryAfterSeconds } from './link-limit';
import { lookupFailedPath } from './lookup-failed';
import { invitationIdIn } from '@/lib/site/routes';

// Set by the proxy only, which removes any a request brings.
export const INVITATION_ID_HEADER = 'x-invitation-id';

export const NOT_AN_INVITATION = '/not-an-invitation';

export async function gateInvitation(pathname: string, headers: Headers): Promise<string | { retryAfter: number } | null> {
  const id = invitationIdIn(pathname);
  if (id === undefined) return null;
  let client, found;
  try {
    client = clientOf(headers);
    const retryAfter = retryAfterSeconds(client, id);
    if (retryAfter > 0) return { retryAfter };
    found = await findGuest(getDataSource(), id);
  } catch {
    return null; // a configuration the page reports itself (its error state), never a guest refused here
  }
  if (found.status !== 'lookup-failed') noteLookup(client, id, found.status === 'found');
  if (found.status === 'no-access') return NOT_AN_INVITATION;
  return found.status === 'lookup-failed' ? lookupFailedPath(id) : null;
}
