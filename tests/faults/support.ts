import { builtInContent } from '@/lib/data/built-in';
import { createSupabaseSource } from '@/lib/data/supabase';
import { loadInvitation } from '@/lib/invitation/invitation';
import type { ContentOptions } from '@/lib/invitation/wedding-content';
import type { StandIn } from '@/tests/stand-in/server';
import { FAIL_TIMEOUT_MS, NO_SNAPSHOT, settingsFor } from '@/tests/support/stand-in';
import { LISBON } from '@/tests/support/other-couple';

/** One clock for the stand-in (which signs and checks links by it) and the site. */
export function testClock(start = Date.now()) {
  let at = start;
  return { now: () => at, advanceMinutes: (m: number) => (at += m * 60_000) };
}

/** The site's data source as the app builds it (the real supabase-js client, one deadline per call), on a given clock. */
export const siteSource = (standIn: StandIn, now: () => number) =>
  createSupabaseSource({ ...settingsFor(standIn), timeoutMs: FAIL_TIMEOUT_MS, now });

/** What the guest sees on their invitation: names, venue, story and every image link. */
export async function guestSees(source: ReturnType<typeof siteSource>, clock: () => number, snapshotFile = NO_SNAPSHOT, guestId: string = LISBON.guest.id) {
  const options: ContentOptions = { now: clock(), builtIn: builtInContent(snapshotFile, false) };
  const result = await loadInvitation(source, guestId, options);
  if (result.status !== 'ok') return { status: result.status } as const;
  const { info, loveStory, photos, venuePhoto } = result.invitation;
  return {
    status: 'ok' as const,
    names: info.couple.fullNames,
    venue: info.wedding.venue?.name,
    story: loveStory.timeline.map((e) => e.description),
    hero: photos.hero,
    venuePhoto,
    gallery: photos.gallery.map((g) => g.url),
    storyPhotos: loveStory.timeline.map((e) => e.photo),
  };
}

/** Every link the page carries. */
export const linksOf = (seen: Awaited<ReturnType<typeof guestSees>>) =>
  seen.status === 'ok' ? [seen.hero, seen.venuePhoto, ...seen.gallery, ...seen.storyPhotos].filter((u): u is string => Boolean(u)) : [];

/** The validity a signed link has left at `now`, in minutes (Infinity for links that never expire). */
export function minutesLeft(url: string, now: number): number {
  const token = new URL(url, 'http://x').searchParams.get('token');
  if (!token) return Infinity;
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  return (exp * 1000 - now) / 60_000;
}

export const CONTENT_TABLES = ['wedding_info', 'love_story', 'photo_gallery'] as const;
