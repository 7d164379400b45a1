import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getDataSource } from '@/lib/data';
import { requestHost } from '@/lib/server/site-url';
import type { GuestPhoto } from '@/lib/wedding/types';
import { refusesDemoGuest } from './demo-gate';
import { loadGuestPhotos, loadInvitation, type InvitationResult } from './invitation';

/**
 * One load per request, shared by the page, its metadata and its photos (React cache());
 * the shared wedding content comes from memory.
 */
export const getInvitation = cache(async (guestId: string): Promise<InvitationResult> => {
  if (refusesDemoGuest(requestHost(await headers()))) return { status: 'no-access' };
  return loadInvitation(getDataSource(), guestId);
});

/** The three photos Memories shows this guest; none for a link that is not an invitation. */
export async function getGuestPhotos(guestId: string): Promise<GuestPhoto[]> {
  const result = await getInvitation(guestId);
  if (result.status !== 'ok') return [];
  const { guest, photos } = result.invitation;
  return loadGuestPhotos(getDataSource(), guest, photos.gallery);
}
