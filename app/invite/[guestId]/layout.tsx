import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { isCrawler } from '@/lib/wedding/crawlers';
import { isWellFormedGuestId } from '@/lib/wedding/guest-id';
import { getInvitation } from '@/lib/invitation/get-invitation';
import { lookupFailedPath } from '@/lib/invitation/lookup-failed';

/**
 * Runs before the loading state streams, so a malformed id still gets a real 404
 * (and never reaches the backend).
 */
export default async function InviteLayout({ children, params }: { children: ReactNode; params: Promise<{ guestId: string }> }) {
  const { guestId } = await params;
  if (!isWellFormedGuestId(guestId)) notFound();
  // Crawlers get the whole answer at once, so an unknown guest can still be a real 404 for them.
  if (isCrawler((await headers()).get('user-agent'))) {
    const result = await getInvitation(guestId);
    if (result.status === 'no-access') notFound();
    if (result.status === 'lookup-failed') redirect(lookupFailedPath(guestId));
  }
  return children;
}
