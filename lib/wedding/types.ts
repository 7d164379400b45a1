import type * as z from './zod';
import type { dayPartShape, galleryRowShape, guestShape, timelineRowShape, venueShape, weddingInfoShape } from './shapes';


export type Venue = z.output<typeof venueShape>;

// `atWeddingVenue` is decided when a guest's day is assembled (./day-parts.ts).
export type DayPart = z.output<typeof dayPartShape> & { atWeddingVenue?: boolean };

type StoredWeddingInfo = z.output<typeof weddingInfoShape>;
export type WeddingInfo = Omit<StoredWeddingInfo, 'wedding'> & { wedding: Omit<StoredWeddingInfo['wedding'], 'parts'> & { parts?: DayPart[] } };
export type Couple = WeddingInfo['couple'];

type StoredGuest = z.output<typeof guestShape>;
export type Guest = Omit<StoredGuest, 'language' | 'invited_to'> & Partial<Pick<StoredGuest, 'language' | 'invited_to'>>;

export type TimelineRow = z.output<typeof timelineRowShape>;
export type TimelineEntry = TimelineRow & { photo: string | null };

export type GalleryRow = z.output<typeof galleryRowShape>;
export type GalleryPhoto = GalleryRow & { url: string; photo_url: string };

export interface GuestPhoto {
  id: string;
  url: string;
  photo_url: string;
  alt_text: string;
}

export interface Invitation {
  guest: Guest;
  language: string;
  info: WeddingInfo;
  loveStory: { title: string; timeline: TimelineEntry[] };
  /** day: the links of the day's photos the couple chose, shown once the guest's day has ended. */
  photos: { hero: string; gallery: GalleryPhoto[]; day: string[] };
  venuePhoto: string;
}
