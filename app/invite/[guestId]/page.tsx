import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { InvitationView } from '@/components/invitation/invitation-view';
import { ErrorState } from '@/components/invitation/states/error-state';
import { getInvitationPage } from '@/lib/invitation/invitation-page';
import { getInvitationMetadata } from '@/lib/invitation/page-metadata';
import { lookupFailedPath } from '@/lib/invitation/lookup-failed';
import { MISSING_INFO_MESSAGE } from '@/lib/wedding/messages';

type Props = { params: Promise<{ guestId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { guestId } = await params;
  const metadata = await getInvitationMetadata(guestId);
  // Crawlers wait for metadata, so for them an unknown guest is a real 404 and a failed lookup a real 503.
  if (metadata === 'no-access') notFound();
  if (metadata === 'lookup-failed') redirect(lookupFailedPath(guestId));
  return metadata;
}

export default async function InvitePage({ params, searchParams }: Props) {
  const { guestId } = await params;
  // ?preview: the couple looking at a guest's invitation, which is never reported as opened.
  const page = await getInvitationPage(guestId, { preview: 'preview' in (await searchParams) });
  if (page.status === 'no-access') notFound();
  if (page.status === 'lookup-failed') redirect(lookupFailedPath(guestId));
  if (page.status === 'missing-info') return <ErrorState message={MISSING_INFO_MESSAGE} />;
  if (page.status === 'error') return <ErrorState message={page.message} />;
  return <InvitationView {...page.view} />;
}
