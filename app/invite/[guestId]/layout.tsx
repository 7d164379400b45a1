import type { ReactNode } from 'react';
import { getShownInvitation } from '@/lib/invitation/get-invitation';
import { webManifestPath } from '@/lib/wedding/web-manifest';

/** The invitation's own manifest link, for a link that is a guest's (anything else is answered by getShownInvitation). */
export default async function InviteLayout({ children, params }: { children: ReactNode; params: Promise<{ guestId: string }> }) {
  const { guestId } = await params;
  await getShownInvitation(guestId);
  return (
    <>
      {/* Here, not in the metadata: Chromium reads the manifest link from <head> only, and React hoists this one there. */}
      <link rel="manifest" href={webManifestPath(guestId)} />
      {children}
    </>
  );
}
