import type { Metadata } from 'next';
import { FIRST_FRAME_UNTIL } from '@/components/shared/after-first-paint';
import { TheDay } from '@/components/invitation/day/the-day';
import { Hero } from '@/components/invitation/hero/hero';
import { InvitationRoot } from '@/components/invitation/invitation-root';
import { LoveStory } from '@/components/invitation/love-story/love-story';
import { Memories } from '@/components/invitation/memories/memories';
import { PreviewSection } from '@/components/invitation/preview/preview-section';
import { Rsvp } from '@/components/invitation/rsvp/rsvp';
import { ErrorState } from '@/components/invitation/states/error-state';
import { getShownInvitation } from '@/lib/invitation/get-invitation';
import { getInvitationMetadata } from '@/lib/invitation/page-metadata';

type Props = { params: Promise<{ guestId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return getInvitationMetadata((await params).guestId);
}

export default async function InvitePage({ params, searchParams }: Props) {
  const { guestId } = await params;
  const { status } = await getShownInvitation(guestId);
  if (status === 'missing-info') return <ErrorState message="missingInfo" />;
  if (status === 'error') return <ErrorState message="loadFailed" />;
  return (
    // ?preview: the couple looking at a guest's invitation, which is never reported as opened.
    <InvitationRoot guestId={guestId} reportOpen={!('preview' in (await searchParams))}>
      {/* The guest's day (Now, Next) and afterwards the couple's thanks: first, when there is one. */}
      <TheDay guestId={guestId} />
      <Hero guestId={guestId} />
      {/* Its start tag ends the greeting: a slow link's first frame waits for it (FirstFrameUntil). */}
      <main id={FIRST_FRAME_UNTIL}>
        <LoveStory guestId={guestId} />
        <PreviewSection guestId={guestId} />
        <Memories guestId={guestId} />
        <Rsvp guestId={guestId} />
      </main>
    </InvitationRoot>
  );
}
