import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { getDataSource } from '@/lib/data';
import type { GuestPhoto } from '@/lib/wedding/types';
import { loadGuestPhotos, loadInvitation, type InvitationResult } from './invitation';
import { lookupFailedPath } from './lookup-failed';

/**
 * One load per request, shared by the layout, the page, its metadata and its photos (React
 * cache()); the guest's lookup is the proxy's (memoised), the shared content comes from memory.
 */
export const getInvitation = cache((guestId: string): Promise<InvitationResult> => loadInvitation(getDataSource(), guestId));

export type ShownInvitation = Exclude<InvitationResult, { status: 'no-access' | 'lookup-failed' }>;

/**
 * What the invitation's layout, page and metadata all ask first: the link's invitation (or its
 * error state), else Next's own answer — a 404 for a link that is nobody's, the 503 page with Try
 * Again when the guest could not be looked up just now. The proxy answered those before the first
 * byte already; this keeps every route of the link saying the same.
 */
export async function getShownInvitation(guestId: string): Promise<ShownInvitation> {
  const result = await getInvitation(guestId);
  if (result.status === 'no-access') notFound();
  if (result.status === 'lookup-failed') redirect(lookupFailedPath(guestId));
  return result;
}

/** The three photos Memories shows this guest; none for a link that is not an invitation. */
export async function getGuestPhotos(guestId: string): Promise<GuestPhoto[]> {
  const result = await getInvitation(guestId);
  if (result.status !== 'ok') return [];
  const { guest, photos } = result.invitation;
  return loadGuestPhotos(getDataSource(), guest, photos.gallery);
}
