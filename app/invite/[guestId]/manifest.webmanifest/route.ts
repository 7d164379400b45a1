import { shareImageVersion } from '@/lib/wedding/share-image';
import { webManifest } from '@/lib/wedding/web-manifest';
import { getInvitation } from '../load';

/** This guest's web app manifest; anyone without a guest's link gets a bare 404 and learns nothing. */
export async function GET(_request: Request, { params }: { params: Promise<{ guestId: string }> }) {
  const { guestId } = await params;
  const result = await getInvitation(guestId);
  if (result.status !== 'ok') return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const { invitation } = result;
  const manifest = webManifest(invitation.info.couple, invitation.guest.id, shareImageVersion(invitation.photos.gallery));
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'private, no-cache' },
  });
}
