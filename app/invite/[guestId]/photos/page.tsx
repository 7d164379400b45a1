import type { Metadata } from 'next';
import { AddPhotosPage } from '@/components/invitation/guest-uploads/add-photos-page';
import { getGuestInvitation } from '@/lib/invitation/get-invitation';
import { translator } from '@/lib/i18n/translator';

type Props = { params: Promise<{ guestId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { language } = await getGuestInvitation((await params).guestId);
  return { title: translator(language)('uploads.add') };
}

export default async function AddPhotos({ params }: Props) {
  return <AddPhotosPage guestId={(await params).guestId} />;
}
