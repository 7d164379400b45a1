import 'server-only';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { getConfig } from '@/lib/server/config';
import { requestHost } from '@/lib/server/site-url';
import type { GuestPhoto, HeroRenditions, Invitation } from '@/lib/wedding/types';
import { getDataSource } from '@/lib/data';
import { heroRenditions } from './hero-renditions';
import { calendarFileUrl, googleCalendarUrl, mapEmbedUrl, outlookCalendarUrl, type PreviewLinks } from '@/lib/wedding/calendar';
import { directionsLinks } from '@/lib/wedding/directions';
import { distinctVenues, resolvedParts } from '@/lib/wedding/day-parts';
import { direction } from '@/lib/wedding/languages';
import type { InvitationWords } from '@/lib/wedding/words';
import { invitationEvent, invitationWords } from './invitation-words';
import { IMAGES, VINE_ROTATION_DEGREES } from '@/lib/wedding/constants';
import { protectionFor, type ProtectionMode } from '@/lib/wedding/protection';
import { mirroredVines, placeVines, type VinePlacement } from '@/lib/wedding/vines';
import { getGuestPhotos, getShownInvitation, type ShownInvitation } from './get-invitation';
import { earliestExpiry } from '@/lib/data/signed-url';
import { openTokenFor } from './record-open';

/** Everything the invitation's sections render, decided on the server. */
export interface InvitationPageView {
  invitation: Invitation;
  /** Every text the page shows, in the guest's language. */
  words: InvitationWords;
  previewLinks: PreviewLinks;
  /** The hero photo's tiny rendering and portrait cut, once made (lib/invitation/hero-renditions.ts). */
  heroRenditions: HeroRenditions | null;
  /** Not awaited: Memories streams in behind 'Loading photos...'. */
  guestPhotos: Promise<GuestPhoto[]>;
  /** When the first signed link of the page, and of the guest's photos, expires (null: none does). */
  linksExpireAt: number | null;
  guestPhotosExpireAt: Promise<number | null>;
  protection: ProtectionMode;
  vines: { header: VinePlacement[]; memories: VinePlacement[]; rsvp: VinePlacement[] };
  /** When the wedding ends (ms since the epoch): the offline worker keeps a saved copy until a week after. */
  weddingEndsAt: number;
  /** The token the page reports with that it was shown (docs/couples-guide.md); null: it reports nothing. */
  openToken: string | null;
}

export type InvitationPage = Exclude<ShownInvitation, { status: 'ok' }> | { status: 'ok'; view: InvitationPageView };

/**
 * The invitation page for one guest link: its state, and for an invitation all it shows. A preview
 * (the couple looking at it, docs/couples-guide.md) carries no open beacon.
 */
export async function getInvitationPage(guestId: string, { preview = false }: { preview?: boolean } = {}): Promise<InvitationPage> {
  const result = await getShownInvitation(guestId);
  if (result.status !== 'ok') return result;
  const { invitation } = result;
  const guestPhotos = getGuestPhotos(guestId);
  const event = invitationEvent(invitation);
  // Random once, on the server, so server and client render the same vines; mirrored for a page read right to left.
  const rtl = direction(invitation.language) === 'rtl';
  const vines = (count: number, degrees: number) => (rtl ? mirroredVines(placeVines(count, degrees)) : placeVines(count, degrees));
  return {
    status: 'ok',
    view: {
      invitation,
      words: invitationWords(invitation),
      previewLinks: {
        calendars: { google: googleCalendarUrl(event), outlook: outlookCalendarUrl(event), apple: calendarFileUrl(invitation.guest.id) },
        venues: distinctVenues(resolvedParts(invitation.info)).map(({ venue }) => ({ map: mapEmbedUrl(venue, invitation.language), directions: directionsLinks(venue) })),
      },
      // Only for the couple's own photo, never a stock image standing in for it.
      heroRenditions: invitation.photos.hero === IMAGES.heroFallback ? null : heroRenditions(getDataSource(), invitation.info.photos.hero, after),
      guestPhotos,
      linksExpireAt: earliestExpiry([
        invitation.photos.hero,
        invitation.venuePhoto,
        ...invitation.loveStory.timeline.map((e) => e.photo),
        ...invitation.photos.gallery.map((g) => g.url),
      ]),
      guestPhotosExpireAt: guestPhotos.then((photos) => earliestExpiry(photos.map((p) => p.url))),
      protection: protectionFor(getConfig().contentProtection, requestHost(await headers())),
      vines: {
        header: vines(4, VINE_ROTATION_DEGREES.header),
        memories: vines(2, VINE_ROTATION_DEGREES.memories),
        rsvp: vines(2, VINE_ROTATION_DEGREES.rsvp),
      },
      // The guest's day ends when their calendar event does.
      weddingEndsAt: event.end.getTime(),
      openToken: preview ? null : openTokenFor(invitation.guest.id),
    },
  };
}
