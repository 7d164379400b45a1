import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { getDataSource } from '@/lib/data';
import { earliestExpiry } from '@/lib/data/signed-url';
import { IMAGES } from '@/lib/wedding/constants';
import type { Invitation } from '@/lib/wedding/types';
import { invitationEvent } from './calendar-event';
import { heroRenditions } from './hero-renditions';
import { loadGuestPhotos, loadInvitation, type InvitationResult } from './invitation';
import { lookupFailedPath } from './lookup-failed';

/**
 * One load per request, shared by the layout, the page, its sections and its metadata (React
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

/** What a section of the page shows: the page renders its sections only once it has an invitation. */
export async function getGuestInvitation(guestId: string): Promise<Invitation> {
  const result = await getShownInvitation(guestId);
  if (result.status !== 'ok') throw new Error(`A section asked for an invitation that is not shown (${result.status})`);
  return result.invitation;
}

/** The three photos Memories shows this guest, chosen once per request; none for a link that is not an invitation. */
export const getGuestPhotos = cache(async (guestId: string) => {
  const result = await getInvitation(guestId);
  if (result.status !== 'ok') return [];
  const { guest, photos } = result.invitation;
  return loadGuestPhotos(getDataSource(), guest, photos.gallery);
});

/** When the first link to the guest's photos expires (null: none does). */
export const getGuestPhotosExpireAt = async (guestId: string) => earliestExpiry((await getGuestPhotos(guestId)).map((p) => p.url));

/** When the first signed link of the page's shared photos expires (null: none does). */
export async function getLinksExpireAt(guestId: string): Promise<number | null> {
  const { photos, venuePhoto, loveStory } = await getGuestInvitation(guestId);
  return earliestExpiry([photos.hero, venuePhoto, ...loveStory.timeline.map((e) => e.photo), ...photos.gallery.map((g) => g.url)]);
}

/** The hero photo's tiny rendering and portrait cut, once made; only for the couple's own photo, never a stock one. */
export async function getHeroRenditions(guestId: string) {
  const { photos, info } = await getGuestInvitation(guestId);
  return photos.hero === IMAGES.heroFallback ? null : heroRenditions(getDataSource(), info.photos.hero);
}

/** The guest's day as a calendar event, in their language: the Preview's calendar links and the offline copy's lifetime. */
export const getCalendarEvent = cache(async (guestId: string) => invitationEvent(await getGuestInvitation(guestId)));
