import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InvitationView } from '@/components/invitation/invitation-view';
import { ErrorState } from '@/components/invitation/states/error-state';
import { getInvitationPage } from '@/lib/invitation/invitation-page';
import { getInvitationMetadata } from '@/lib/invitation/page-metadata';
import { MISSING_INFO_MESSAGE } from '@/lib/wedding/messages';

type Props = { params: Promise<{ guestId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = await getInvitationMetadata((await params).guestId);
  // Crawlers wait for metadata, so for them an unknown guest is a real 404.
  if (metadata === 'no-access') notFound();
  return metadata;
}

export default async function InvitePage({ params }: Props) {
  const page = await getInvitationPage((await params).guestId);
  if (page.status === 'no-access') notFound();
  if (page.status === 'missing-info') return <ErrorState message={MISSING_INFO_MESSAGE} />;
  if (page.status === 'error') return <ErrorState message={page.message} />;
  return <InvitationView {...page.view} />;
}
