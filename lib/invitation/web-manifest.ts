import 'server-only';
import { shareImageVersion } from '@/lib/wedding/share-photo';
import { webManifest } from '@/lib/wedding/web-manifest';
import { getInvitation } from './get-invitation';

/** A guest's web app manifest, or null for anything that is not an invitation (nothing leaks). */
export async function getWebManifest(guestId: string) {
  const result = await getInvitation(guestId);
  if (result.status !== 'ok') return null;
  const { invitation } = result;
  return webManifest(invitation.info.couple, invitation.guest.id, shareImageVersion(invitation.photos.gallery));
}
