import type { z } from 'zod';
import type { dayPartShape, galleryRowShape, guestShape, timelineRowShape, venueShape, weddingInfoShape } from './shapes';

/** The app's own shapes: what the boundary's schemas (./shapes.ts) give, plus what the site adds. */

export type Venue = z.output<typeof venueShape>;

/** One part of the day; `atWeddingVenue` is decided when a guest's day is assembled (./day-parts.ts). */
export type DayPart = z.output<typeof dayPartShape> & { atWeddingVenue?: boolean };

type StoredWeddingInfo = z.output<typeof weddingInfoShape>;
export type WeddingInfo = Omit<StoredWeddingInfo, 'wedding'> & { wedding: Omit<StoredWeddingInfo['wedding'], 'parts'> & { parts?: DayPart[] } };
export type Couple = WeddingInfo['couple'];

type StoredGuest = z.output<typeof guestShape>;
/** A guest as parsed; one made in code may leave out the language and parts (the wedding's default, the whole day). */
export type Guest = Omit<StoredGuest, 'language' | 'invited_to'> & Partial<Pick<StoredGuest, 'language' | 'invited_to'>>;

/** A love-story entry as stored; `photo` is the link the data source resolves its `photo_path` to. */
export type TimelineRow = z.output<typeof timelineRowShape>;
export type TimelineEntry = TimelineRow & { photo: string | null };

export type GalleryRow = z.output<typeof galleryRowShape>;
export type GalleryPhoto = GalleryRow & { url: string; photo_url: string };

/** A photo shown in Memories: a guest's own photo, a gallery photo filling up, or a sample. */
export interface GuestPhoto {
  id: string;
  url: string;
  photo_url: string;
  alt_text: string;
}

/** The assembled invitation the page renders (serialisable). */
export interface Invitation {
  guest: Guest;
  /** The language the page speaks to this guest (one the site has messages for). */
  language: string;
  info: WeddingInfo;
  loveStory: { title: string; timeline: TimelineEntry[] };
  photos: { hero: string; gallery: GalleryPhoto[] };
  venuePhoto: string;
}

/** The hero photo's renditions beside its own link (lib/invitation/hero-renditions.ts). */
export interface HeroRenditions {
  /** data: URLs of a tiny rendering of the whole photo and of its portrait cut, for the first frame; null until they are made. */
  blur: { landscape: string; portrait: string } | null;
  /** The portrait cut's site path (a phone held upright is shown that). */
  portrait: string;
}
