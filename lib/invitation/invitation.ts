import 'server-only';
import type { DataSource } from '@/lib/data/source';
import { SAMPLE_GUEST_PHOTOS } from '@/lib/data/sample';
import { describeError } from '@/lib/server/describe-error';
import { withoutGuest } from '@/lib/server/guest-tag';
import { findGuest } from './guest-lookup';
import type { GalleryPhoto, Guest, GuestPhoto, Invitation, TimelineEntry, WeddingInfo } from '@/lib/wedding/types';
import { LOVE_STORY_TITLE } from '@/lib/wedding/spec-values';
import { venuePhotoFor } from '@/lib/wedding/venue-photo';
import { chooseGuestPhotos } from '@/lib/wedding/guest-photos';
import { canonicalTag, translated } from '@/lib/wedding/languages';
import { guestWedding } from '@/lib/wedding/day-parts';
import { guestLanguage } from '@/lib/i18n/catalogues';
import { getWeddingContent, type ContentOptions } from './wedding-content';

export type InvitationResult =
  | { status: 'no-access' }
  | { status: 'lookup-failed' }
  | { status: 'missing-info' }
  | { status: 'error' }
  | { status: 'ok'; invitation: Invitation };

export function assembleInvitation(parts: {
  guest: Guest;
  info: WeddingInfo;
  timeline: TimelineEntry[];
  gallery: GalleryPhoto[];
  hero: string;
  venuePhoto: string;
  dayPhotos?: string[];
}): Invitation {
  const language = guestLanguage(parts.guest.language, parts.info.language);
  const tag = canonicalTag(parts.guest.language) ?? language;
  const info = guestWedding(parts.info, parts.guest.invited_to, tag);
  return {
    guest: parts.guest,
    language,
    info,
    loveStory: {
      title: LOVE_STORY_TITLE,
      timeline: parts.timeline.map(({ translations, ...entry }) => ({ ...entry, ...translated({ title: entry.title, description: entry.description, details: entry.details }, translations, tag) })),
    },
    photos: { hero: parts.hero, day: parts.dayPhotos ?? [], gallery: parts.gallery.map(({ translations, ...photo }) => ({ ...photo, ...translated({ alt_text: photo.alt_text }, translations, tag) })) },
    venuePhoto: venuePhotoFor(info.wedding.parts ?? [], parts.venuePhoto),
  };
}

export async function loadInvitation(source: DataSource, guestId: string | undefined, options: ContentOptions = {}): Promise<InvitationResult> {
  try {
    const found = await findGuest(source, guestId);
    if (found.status !== 'found') return found;
    const shared = await getWeddingContent(source, options);
    // Nothing of this couple's to show (an outage on a cold start without a snapshot): like a failed lookup, try again.
    if (shared.unavailable) return { status: 'lookup-failed' };
    if (!shared.info) return { status: 'missing-info' };
    const { info, timeline, gallery, hero, venuePhoto, dayPhotos } = shared;
    return { status: 'ok', invitation: assembleInvitation({ guest: found.guest, info, timeline, gallery, hero, venuePhoto, dayPhotos }) };
  } catch (e) {
    console.error('Failed to load the invitation:', describeError(e));
    return { status: 'error' };
  }
}

export async function loadGuestPhotos(
  source: DataSource,
  guest: Guest,
  gallery: GalleryPhoto[],
  random: () => number = Math.random,
): Promise<GuestPhoto[]> {
  try {
    const own = (await source.getGuestPhotos(guest)) ?? [];
    return chooseGuestPhotos(own, gallery, random);
  } catch (e) {
    console.error('Failed to load guest photos:', withoutGuest(describeError(e), guest.id, guest.photo_dir));
    return SAMPLE_GUEST_PHOTOS;
  }
}
