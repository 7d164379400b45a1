import type { ReactNode } from 'react';
import { StateWordsProvider } from '@/components/invitation/states/state-words';
import { getShownInvitation } from '@/lib/invitation/get-invitation';
import { requestLanguage } from '@/lib/invitation/page-language';
import { translator } from '@/lib/i18n/translator';
import { webManifestPath } from '@/lib/site/routes';

export default async function InviteLayout({ children, params }: { children: ReactNode; params: Promise<{ guestId: string }> }) {
  const { guestId } = await params;
  await getShownInvitation(guestId);
  const t = translator(await requestLanguage());
  return (
    <>
      {/* Here, not in the metadata: Chromium reads the manifest link from <head> only, and React hoists this one there. */}
      <link rel="manifest" href={webManifestPath(guestId)} />
      <StateWordsProvider words={{ title: t('states.errorTitle'), loadFailed: t('states.loadFailed'), missingInfo: t('states.missingInfo'), tryAgain: t('states.tryAgain') }}>
        {children}
      </StateWordsProvider>
    </>
  );
}
