import { headers } from 'next/headers';
import { Suspense } from 'react';
import { AddYourPhotos } from '@/components/invitation/guest-uploads/add-your-photos';
import { getGuestInvitation, getRenderedAt } from '@/lib/invitation/get-invitation';
import { dayView } from '@/lib/invitation/day-view';
import { guestNotices } from '@/lib/invitation/guest-notices';
import { noticeFaces } from '@/lib/invitation/page-faces';
import { translator } from '@/lib/i18n/translator';
import { isCrawler } from '@/lib/wedding/crawlers';
import { NOTICES_WAIT_MS } from '@/lib/wedding/limits';
import { NEVER } from '@/lib/wedding/the-day';
import { DayStrip } from './day-strip';
import { Notices } from './notices';

async function inTime<T>(work: Promise<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([work, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), NOTICES_WAIT_MS)))]);
  } finally {
    clearTimeout(timer);
  }
}

export async function TheDay({ guestId }: { guestId: string }) {
  // A preview card's 32 KB (docs/decisions.md).
  if (isCrawler((await headers()).get('user-agent'))) return null;
  const invitation = await getGuestInvitation(guestId);
  const t = translator(invitation.language);
  const renderedAt = getRenderedAt();
  const notices = await inTime(guestNotices(invitation));
  const view = dayView(t, invitation);
  return (
    <>
      <Notices
        guestId={invitation.guest.id}
        initial={notices && { notices, faces: noticeFaces(invitation, notices) }}
        label={t('notices.label')}
        renderedAt={renderedAt}
        endsAt={view.plan.endsAt}
      />
      {/* A wedding that stays an invitation (the demo's) has no day: no strip, and none of its words in the payload. */}
      {view.plan.opensAt !== NEVER && (
        <DayStrip
          view={view}
          language={invitation.language}
          renderedAt={renderedAt}
          photosLink={invitation.photos.day.length > 0 ? t('thanks.photos') : null}
        />
      )}
      <Suspense fallback={null}>
        <AddYourPhotos guestId={guestId} />
      </Suspense>
    </>
  );
}
