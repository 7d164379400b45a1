import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { getInvitation } from '@/lib/invitation/get-invitation';
import { lookupFailedPath } from '@/lib/invitation/lookup-failed';
import { webManifestPath } from '@/lib/wedding/web-manifest';

/** The invitation's own manifest link (the guest was already decided by the proxy, before the first byte). */
export default async function InviteLayout({ children, params }: { children: ReactNode; params: Promise<{ guestId: string }> }) {
  const { guestId } = await params;
  // Decided before the first byte, so the status is real: the proxy already answered an unknown
  // guest with 404; a lookup that failed (not one that found nobody) is a 503 with Try Again.
  const result = await getInvitation(guestId);
  if (result.status === 'lookup-failed') redirect(lookupFailedPath(guestId));
  if (result.status === 'no-access') notFound();
  return (
    <>
      {/* Here, not in the metadata: Chromium reads the manifest link from <head> only, and React hoists this one there. */}
      <link rel="manifest" href={webManifestPath(guestId)} />
      {children}
    </>
  );
}
