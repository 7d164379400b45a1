import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { after } from 'next/server';
import { cache } from 'react';
import { getDataSource } from '@/lib/data';
import { earliestExpiry } from '@/lib/data/signed-url';
import { IMAGES } from '@/lib/site/routes';
import { dayPlan } from '@/lib/wedding/the-day';
import type { Invitation } from '@/lib/wedding/types';
import { invitationEvent } from './calendar-event';
import { currentHero, heroRenditions } from './hero-renditions';
import { loadGuestPhotos, loadInvitation, type InvitationResult } from './invitation';
import { lookupFailedPath } from './lookup-failed';

export const getInvitation = cache((guestId: string): Promise<InvitationResult> => loadInvitation(getDataSource(), guestId));

export type ShownInvitation = Exclude<InvitationResult, { status: 'no-access' | 'lookup-failed' }>;

// The proxy already answered 404/503 before the first byte; this keeps every route of the link saying the same.
export async function getShownInvitation(guestId: string): Promise<ShownInvitation> {
  const result = await getInvitation(guestId);
  if (result.status === 'no-access') notFound();
  if (result.status === 'lookup-failed') redirect(lookupFailedPath(guestId));
  return result;
}

export async function getGuestInvitation(guestId: string): Promise<Invitation> {
  const result = await getShownInvitation(guestId);
  if (result.status !== 'ok') throw new Error(`A section asked for an invitation that is not shown (${result.status})`);
  return result.invitation;
}

export const getGuestPhotos = cache(async (guestId: string) => {
  const result = await getInvitation(guestId);
  if (result.status !== 'ok') return [];
  const { guest, photos } = result.invitation;
  return loadGuestPhotos(getDataSource(), guest, photos.gallery);
});

export const getGuestPhotosExpireAt = async (guestId: string) => earliestExpiry((await getGuestPhotos(guestId)).map((p) => p.url));

export async function getLinksExpireAt(guestId: string): Promise<number | null> {
  const { photos, venuePhoto, loveStory } = await getGuestInvitation(guestId);
  return earliestExpiry([photos.hero, venuePhoto, ...loveStory.timeline.map((e) => e.photo), ...photos.gallery.map((g) => g.url), ...photos.day]);
}

export async function getHeroRenditions(guestId: string) {
  const { photos } = await getGuestInvitation(guestId);
  return photos.hero === IMAGES.heroFallback ? null : heroRenditions(await currentHero(), after);
}


/** One instant per request for every part of the page that turns with the day. */
export const getRenderedAt = cache((): number => Date.now());

export const getDayPlan = cache(async (guestId: string) => dayPlan((await getGuestInvitation(guestId)).info));

export const getCalendarEvent = cache(async (guestId: string) => invitationEvent(await getGuestInvitation(guestId)));
