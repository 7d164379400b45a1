import type { ReactNode } from 'react';
import { AFTER_GREETING } from '@/components/invitation/invitation-view';
import { StateWordsProvider } from '@/components/invitation/states/state-words';
import { getShownInvitation } from '@/lib/invitation/get-invitation';
import { requestLanguage } from '@/lib/invitation/page-language';
import { noticeWords } from '@/lib/i18n/notice-words';
import { webManifestPath } from '@/lib/wedding/web-manifest';

/**
 * The invitation's own manifest link, for a link that is a guest's (anything else is answered by
 * getShownInvitation), and the error state's words in the page's language for its error boundary.
 */
export default async function InviteLayout({ children, params }: { children: ReactNode; params: Promise<{ guestId: string }> }) {
  const { guestId } = await params;
  await getShownInvitation(guestId);
  return (
    <>
      {/* Here, not in the metadata: Chromium reads the manifest link from <head> only, and React hoists this one there. */}
      <link rel="manifest" href={webManifestPath(guestId)} />
      {/*
        The greeting sits at the foot of the photo: a first frame drawn while its end is still on the
        way would grow upwards when the rest came. Chromium holds the frame until what follows it is
        parsed (it lets go at the target's start tag, so the target is the element after the greeting).
      */}
      <link rel="expect" href={`#${AFTER_GREETING}`} blocking="render" />
      <StateWordsProvider words={noticeWords(await requestLanguage()).states}>{children}</StateWordsProvider>
    </>
  );
}
