import type { GuestPhoto, HeroRenditions, Invitation } from '@/lib/wedding/types';
import type { ProtectionMode } from '@/lib/wedding/protection';
import type { VinePlacement } from '@/lib/wedding/vines';
import { coupleFullNames, joinedNames } from '@/lib/wedding/names';
import { formatDeadline } from '@/lib/wedding/format';
import { replyLinks } from '@/lib/wedding/reply-links';
import { OfflineSupport } from '@/components/shared/offline-support';
import { RefreshWhenStale } from '@/components/shared/refresh-when-stale';
import { Hero } from './hero/hero';
import { LoveStory } from './love-story/love-story';
import { Memories } from './memories/memories';
import { OpenBeacon } from './open-beacon';
import { PreviewSection } from './preview/preview-section';
import { Rsvp } from './rsvp/rsvp';

interface Props {
  invitation: Invitation;
  /** The hero photo's tiny rendering and portrait cut, once made. */
  heroRenditions: HeroRenditions | null;
  guestPhotos: Promise<GuestPhoto[]>;
  linksExpireAt: number | null;
  guestPhotosExpireAt: Promise<number | null>;
  protection: ProtectionMode;
  vines: { header: VinePlacement[]; memories: VinePlacement[]; rsvp: VinePlacement[] };
  /** When the wedding ends: the offline worker keeps this page until a week after (public/sw.js). */
  weddingEndsAt: number;
  /** Report, once shown, that the guest opened it, with this token (null without Supabase or with TRACK_OPENS=off). */
  openToken: string | null;
}

/** The invitation's sections in the spec's order: header, love story, Preview, Memories, RSVP. */
export function InvitationView({ invitation, heroRenditions, guestPhotos, linksExpireAt, guestPhotosExpireAt, protection, vines, weddingEndsAt, openToken }: Props) {
  const { guest, info, loveStory, photos, venuePhoto } = invitation;
  return (
    // data-offline-guest: the offline worker keeps a page only when it is this guest's invitation.
    <div data-photo-style={protection.photoStyle} data-offline-guest={guest.id} data-wedding-ends={weddingEndsAt}>
      <OfflineSupport />
      {openToken && <OpenBeacon guestId={guest.id} token={openToken} />}
      <RefreshWhenStale expiresAt={linksExpireAt} />
      <Hero
        guestName={guest.name}
        fullNames={coupleFullNames(info.couple)}
        heroAlt={joinedNames(info.couple)}
        hero={photos.hero}
        heroRenditions={heroRenditions}
        vines={vines.header}
      />
      <main>
        <LoveStory title={loveStory.title} events={loveStory.timeline} />
        <PreviewSection guestId={guest.id} info={info} venuePhoto={venuePhoto} />
        <Memories photos={guestPhotos} expiresAt={guestPhotosExpireAt} vines={vines.memories} />
        <Rsvp
          message={guest.personal_message}
          deadline={formatDeadline(info.rsvp.deadline)}
          reply={replyLinks(info.rsvp, guest.name)}
          vines={vines.rsvp}
        />
      </main>
    </div>
  );
}
