// No server-only here: the Pages route that answers 503 imports it (Pages pages cannot).
import { isWellFormedGuestId } from '@/lib/wedding/guest-id';
import { invitePath } from '@/lib/wedding/routes';

/**
 * Where a guest link goes when the guest lookup failed (timeout, 5xx, refused) rather than
 * finding no one: the no-access notice with 'Try Again', answered 503 so no crawler or link
 * preview keeps it. A Pages route answers it (pages/invitation-unavailable/[guestId].tsx):
 * App Router pages can only answer 200, 401, 403, 404, 500 or a redirect.
 */
export const LOOKUP_FAILED_ROUTE = '/invitation-unavailable';
/** How soon the 503 asks to be tried again. */
export const LOOKUP_RETRY_AFTER_SECONDS = 30;

export const lookupFailedPath = (guestId: string) => `${LOOKUP_FAILED_ROUTE}/${encodeURIComponent(guestId)}`;

/** The invitation 'Try Again' goes back to, or null for anything that is not a guest id. */
export const retryPathFor = (guestId: unknown): string | null =>
  typeof guestId === 'string' && isWellFormedGuestId(guestId) ? invitePath(guestId) : null;
