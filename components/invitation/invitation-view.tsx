import type { GuestPhoto, HeroRenditions, Invitation } from '@/lib/wedding/types';
import type { ProtectionMode } from '@/lib/wedding/protection';
import type { VinePlacement } from '@/lib/wedding/vines';
import type { InvitationWords } from '@/lib/wedding/words';
import type { PreviewLinks } from '@/lib/wedding/calendar';
import { coupleFullNames, joinedNames } from '@/lib/wedding/names';
import { FIRST_FRAME_UNTIL } from '@/components/shared/after-first-paint';
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
  /** Every text, in the guest's language. */
  words: InvitationWords;
  previewLinks: PreviewLinks;
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
export function InvitationView(props: Props) {
  const { invitation, words, previewLinks, heroRenditions, guestPhotos, linksExpireAt, guestPhotosExpireAt, protection, vines, weddingEndsAt, openToken } = props;
  const { guest, info, loveStory, photos } = invitation;
  const { savedOffline, savedUnavailable, ...workerWords } = words.offline;
  return (
    <div
      data-photo-style={protection.photoStyle}
      // The offline worker keeps a page only when it is this guest's invitation, until a week after
      // the wedding, and says what it has to say for a link it has no copy of in this page's language.
      data-offline-guest={guest.id}
      data-wedding-ends={weddingEndsAt}
      data-offline-words={JSON.stringify({ lang: words.language, dir: words.dir, ...workerWords })}
    >
      <OfflineSupport language={words.language} words={{ savedOffline, savedUnavailable }} />
      {openToken && <OpenBeacon guestId={guest.id} token={openToken} />}
      <RefreshWhenStale expiresAt={linksExpireAt} />
      <Hero
        guestName={guest.name}
        fullNames={coupleFullNames(info.couple)}
        heroAlt={joinedNames(info.couple)}
        hero={photos.hero}
        heroRenditions={heroRenditions}
        vines={vines.header}
        words={words.greeting}
      />
      {/* Its start tag ends the greeting: a slow link's first frame waits for it (FirstFrameUntil), so never shows half the names. */}
      <main id={FIRST_FRAME_UNTIL}>
        <LoveStory events={loveStory.timeline} words={words.story} />
        <PreviewSection words={words.preview} links={previewLinks} />
        <Memories photos={guestPhotos} expiresAt={guestPhotosExpireAt} vines={vines.memories} words={words.memories} />
        <Rsvp message={guest.personal_message} vines={vines.rsvp} words={words.rsvp} />
      </main>
    </div>
  );
}
