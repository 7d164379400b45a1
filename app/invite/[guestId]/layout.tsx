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
  // Decided before the first byte, so the status is real: 503 for a failed lookup (everyone),
  // 404 for an unknown guest (crawlers, who get the whole answer at once).
  const result = await getInvitation(guestId);
  if (result.status === 'lookup-failed') redirect(lookupFailedPath(guestId));
  if (result.status === 'no-access' && isCrawler((await headers()).get('user-agent'))) notFound();
  return children;
}
