// No server-only here: the Pages route that answers 503 imports it (Pages pages cannot).
import { isWellFormedGuestId } from '@/lib/wedding/guest-id';
import { invitePath } from '@/lib/site/routes';

export const LOOKUP_FAILED_ROUTE = '/invitation-unavailable';
export const LOOKUP_RETRY_AFTER_SECONDS = 30;

export const lookupFailedPath = (guestId: string) => `${LOOKUP_FAILED_ROUTE}/${encodeURIComponent(guestId)}`;

export const retryPathFor = (guestId: unknown): string | null =>
  typeof guestId === 'string' && isWellFormedGuestId(guestId) ? invitePath(guestId) : null;
