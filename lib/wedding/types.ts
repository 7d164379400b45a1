/** The app's own shapes. Every data source reshapes its rows into these at the boundary (lib/data/schemas.ts). */

export interface Couple {
  name1?: string;
  name2?: string;
  fullNames?: string;
  bride?: string;
  groom?: string;
}

export interface Venue {
  name?: string;
  address?: string;
  coordinates?: { lat: number; lng: number };
}

export interface Schedule {
  ceremony?: string;
  speeches?: string;
  lunch?: string;
}

/**
 * One part of the day (the ceremony, a lunch, the evening): what a guest may be invited to. Without
 * an end it ends when the next part begins; the last ends with the day. Without a venue it is at the
 * wedding's.
 */
export interface DayPart {
  /** Lowercase letters, digits and hyphens: what guests' `invited_to` lists ('ceremony', 'evening'). */
  id: string;
  /** In the couple's language; the specification's three parts are named in the guest's. */
  name?: string;
  /** '15:00' or '3:00 PM'. */
  start: string;
  end?: string;
  venue?: Venue;
  translations?: Translations<{ name: string }>;
  /** Set on an assembled invitation: the part is at the wedding's own venue (its photo is the couple's venue photo). */
  atWeddingVenue?: boolean;
}

/** The couple's own words in other languages, by language tag (a missing one falls back to the default text). */
export type Translations<T> = Record<string, Partial<T>>;

export interface WeddingInfo {
  /** The couple's default language for guests who have none the site speaks (BCP 47; English when absent). */
  language?: string;
  couple: Couple;
  photos: { hero?: string; gallery?: string[] };
  loveStory?: { title?: string };
  wedding: {
    /** The day, '2026-06-12'. */
    date?: string;
    time?: string;
    /** The calendar event's start and end on that day, '10:30' or '2:00 PM' (else `time`, else the spec's). */
    startTime?: string;
    endTime?: string;
    /** The IANA zone the times are in, 'Europe/Lisbon'. */
    timeZone?: string;
    /** The place the time-zone note names ('All times are Porto time.'), with its name in other languages. */
    place?: { name?: string; translations?: Translations<{ name: string }> };
    venue?: Venue;
    reception?: { time?: string; venue?: string };
    schedule?: Schedule;
    /**
     * The parts of the day, in order. Without them the day is the specification's schedule (Ceremony,
     * Speeches, Lunch at the venue). On an assembled invitation: only the guest's own, each with its
     * end, venue and name in the guest's language, and nothing of the others anywhere.
     */
    parts?: DayPart[];
  };
  rsvp: { deadline?: string; email?: string; phone?: string };
  /** The day's usual weather, shown in the Preview. */
  weather?: { highC?: number; lowC?: number; precipitationPercent?: number; uvIndex?: string };
}

export interface Guest {
  id: string;
  name: string;
  personal_message: string | null;
  photo_dir: string | null;
  /** The guest's language (BCP 47: 'pl', 'pt-BR', 'ar'), or null for the wedding's default. */
  language?: string | null;
  /** The ids of the parts of the day the guest is invited to; empty or missing: the whole day. */
  invited_to?: string[];
}

export interface TimelineEntry {
  year: number;
  title: string;
  description: string;
  details: string | null;
  /** Stored path (storage path, site path or URL) of the optional image or .mp4 video. */
  photo_path: string | null;
  /** The resolved link to `photo_path`, added by the data source. */
  photo: string | null;
  /** The title, description and details in other languages. */
  translations?: Translations<{ title: string; description: string; details: string }>;
}

export interface GalleryPhoto {
  id: string;
  storage_path: string;
  alt_text: string;
  order_index: number;
  name: string | null;
  url: string;
  photo_url: string;
  /** The alt text in other languages. */
  translations?: Translations<{ alt_text: string }>;
}

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
