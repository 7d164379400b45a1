import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { InvitationView } from '@/components/invitation/invitation-view';
import { ErrorState } from '@/components/invitation/states/error-state';
import { getConfig } from '@/lib/config';
import { getDataSource } from '@/lib/data';
import { loadGuestPhotos } from '@/lib/invitation';
import { MISSING_INFO_MESSAGE } from '@/lib/wedding/messages';
import { protectionFor } from '@/lib/protection';
import { VINE_ROTATION_DEGREES } from '@/lib/wedding/constants';
import { placeVines } from '@/lib/wedding/vines';
import { getInvitation } from './load';
import { invitationPageMetadata, noAccessPageMetadata } from '@/lib/page-metadata';

export async function generateMetadata({ params }: { params: Promise<{ guestId: string }> }): Promise<Metadata> {
  const { guestId } = await params;
  const result = await getInvitation(guestId);
  // Crawlers wait for metadata, so for them an unknown guest is a real 404.
  if (result.status === 'no-access') notFound();
  const requestHeaders = await headers();
  return result.status === 'ok'
    ? invitationPageMetadata(result.invitation, requestHeaders)
    : noAccessPageMetadata(requestHeaders, `/invite/${guestId}`);
}

export default async function InvitePage({ params }: { params: Promise<{ guestId: string }> }) {
  const { guestId } = await params;
  const result = await getInvitation(guestId);
  if (result.status === 'no-access') notFound();
  if (result.status === 'missing-info') return <ErrorState message={MISSING_INFO_MESSAGE} />;
  if (result.status === 'error') return <ErrorState message={result.message} />;

  const { invitation } = result;
  const requestHeaders = await headers();
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host');
  return (
    <InvitationView
      invitation={invitation}
      // Not awaited: Memories streams in behind 'Loading photos...'.
      guestPhotos={loadGuestPhotos(getDataSource(), invitation.guest, invitation.photos.gallery)}
      protection={protectionFor(getConfig().contentProtection, host)}
      vines={{
        header: placeVines(4, VINE_ROTATION_DEGREES.header),
        memories: placeVines(2, VINE_ROTATION_DEGREES.memories),
        rsvp: placeVines(2, VINE_ROTATION_DEGREES.rsvp),
      }}
    />
  );
}
