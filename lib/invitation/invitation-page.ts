import 'server-only';
import { headers } from 'next/headers';
import { getConfig } from '@/lib/server/config';
import { requestHost } from '@/lib/server/site-url';
import type { GuestPhoto, HeroRenditions, Invitation } from '@/lib/wedding/types';
import { getDataSource } from '@/lib/data';
import { heroRenditions } from './hero-renditions';
import { weddingEvent } from '@/lib/wedding/calendar';
import { IMAGES, VINE_ROTATION_DEGREES } from '@/lib/wedding/constants';
import { protectionFor, type ProtectionMode } from '@/lib/wedding/protection';
import { placeVines, type VinePlacement } from '@/lib/wedding/vines';
import { getGuestPhotos, getShownInvitation, type ShownInvitation } from './get-invitation';
import { earliestExpiry } from '@/lib/data/signed-url';
import { openTokenFor } from './record-open';

/** Everything the invitation's sections render, decided on the server. */
export interface InvitationPageView {
  invitation: Invitation;
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
  return {
    status: 'ok',
    view: {
      invitation,
      // Only for the couple's own photo, never a stock image standing in for it.
      heroRenditions: invitation.photos.hero === IMAGES.heroFallback ? null : heroRenditions(getDataSource(), invitation.info.photos.hero),
      guestPhotos,
      linksExpireAt: earliestExpiry([
        invitation.photos.hero,
        invitation.venuePhoto,
        ...invitation.loveStory.timeline.map((e) => e.photo),
        ...invitation.photos.gallery.map((g) => g.url),
      ]),
      guestPhotosExpireAt: guestPhotos.then((photos) => earliestExpiry(photos.map((p) => p.url))),
      protection: protectionFor(getConfig().contentProtection, requestHost(await headers())),
      // Random once, on the server, so server and client render the same vines.
      vines: {
        header: placeVines(4, VINE_ROTATION_DEGREES.header),
        memories: placeVines(2, VINE_ROTATION_DEGREES.memories),
        rsvp: placeVines(2, VINE_ROTATION_DEGREES.rsvp),
      },
      weddingEndsAt: weddingEvent(invitation.info).end.getTime(),
      openToken: preview ? null : openTokenFor(invitation.guest.id),
    },
  };
}
