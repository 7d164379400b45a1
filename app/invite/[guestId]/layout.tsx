import type { ReactNode } from 'react';
import { webManifestPath } from '@/lib/wedding/web-manifest';

/** The invitation's own manifest link (the guest was already decided by the middleware, before the first byte). */
export default async function InviteLayout({ children, params }: { children: ReactNode; params: Promise<{ guestId: string }> }) {
  const { guestId } = await params;
  return (
    <>
      {/* Here, not in the metadata: Chromium reads the manifest link from <head> only, and React hoists this one there. */}
      <link rel="manifest" href={webManifestPath(guestId)} />
      {children}
    </>
  );
}
