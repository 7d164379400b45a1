import type { Metadata } from 'next';
import { InvitationView } from '@/components/invitation/invitation-view';
import { ErrorState } from '@/components/invitation/states/error-state';
import { getInvitationPage } from '@/lib/invitation/invitation-page';
import { getInvitationMetadata } from '@/lib/invitation/page-metadata';

type Props = { params: Promise<{ guestId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return getInvitationMetadata((await params).guestId);
}

export default async function InvitePage({ params, searchParams }: Props) {
  const { guestId } = await params;
  // ?preview: the couple looking at a guest's invitation, which is never reported as opened.
  const page = await getInvitationPage(guestId, { preview: 'preview' in (await searchParams) });
  if (page.status === 'missing-info') return <ErrorState message="missingInfo" />;
  if (page.status === 'error') return <ErrorState message="loadFailed" />;
  return <InvitationView {...page.view} />;
}
