import type { ReactNode } from 'react';
import { OfflineSupport } from '@/components/shared/offline-support';
import { RefreshWhenStale } from '@/components/shared/refresh-when-stale';
import { getCalendarEvent, getGuestInvitation, getLinksExpireAt } from '@/lib/invitation/get-invitation';
import { guestNotices } from '@/lib/invitation/guest-notices';
import { getPageProtection } from '@/lib/invitation/page-protection';
import { openTokenFor } from '@/lib/invitation/record-open';
import { translator } from '@/lib/i18n/translator';
import { direction } from '@/lib/wedding/languages';
import { OpenBeacon } from './open-beacon';

export async function InvitationRoot({ guestId, reportOpen, children }: { guestId: string; reportOpen: boolean; children: ReactNode }) {
  const [{ guest, info, language }, event, protection, linksExpireAt] = await Promise.all([
    getGuestInvitation(guestId),
    getCalendarEvent(guestId),
    getPageProtection(),
    getLinksExpireAt(guestId),
  ]);
  // Read beside the rest of the page, not after the sections before them (components/invitation/day/the-day.tsx).
  void guestNotices({ guest, info });
  const t = translator(language);
  const openToken = reportOpen ? openTokenFor(guest.id) : null;
  const workerWords = { noCopyTitle: t('offline.noCopyTitle'), noCopy: t('offline.noCopy'), noCopyAgain: t('offline.noCopyAgain'), tryAgain: t('offline.tryAgain') };
  return (
    <div
      data-photo-style={protection.photoStyle}
      data-offline-guest={guest.id}
      data-wedding-ends={event.end.getTime()}
      data-offline-words={JSON.stringify({ lang: language, dir: direction(language), ...workerWords })}
    >
      {/* '{when}' is filled in the browser, which knows when its copy was saved. */}
      <OfflineSupport language={language} words={{ savedOffline: t.raw('offline.savedOffline') as string, savedUnavailable: t.raw('offline.savedUnavailable') as string }} />
      {openToken && <OpenBeacon guestId={guest.id} token={openToken} />}
      <RefreshWhenStale expiresAt={linksExpireAt} />
      {children}
    </div>
  );
}
