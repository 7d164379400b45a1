import type { ReplyLinks } from './reply-links';

/**
 * The texts a page gives its components, in one language, already filled (lib/invitation/invitation-words.ts
 * makes them on the server): components render strings, never a catalogue.
 */

export interface LightboxWords {
  /** The dialog's name ('Our story in pictures', 'Memories'). */
  label: string;
  close: string;
  previous: string;
  next: string;
  /** '{current} / {total}': filled in the browser. */
  counter: string;
}

export interface ScheduleRow {
  /** The part of the day's id ('ceremony'). */
  key: string;
  label: string;
  /** As that language writes a clock time ('10:30 AM', '10:30'). */
  time: string;
}

export interface WeatherRow {
  key: string;
  label: string;
  value: string;
}

export type CalendarOption = 'google' | 'outlook' | 'apple';

/** What the page's offline notice says, and what the offline worker says for a link it has no copy of (public/sw.js). */
export interface OfflineWords {
  /** '{when}' is filled in the browser, which knows when its copy was saved. */
  savedOffline: string;
  savedUnavailable: string;
  noCopyTitle: string;
  noCopy: string;
  noCopyAgain: string;
  tryAgain: string;
}

export interface InvitationWords {
  language: string;
  dir: 'ltr' | 'rtl';
  greeting: { dearBefore: string; dearAfter: string; married: string; sections: string; preview: string; rsvp: string };
  story: {
    kicker: string;
    title: string;
    readMore: string;
    showLess: string;
    /** Each event's media button ('View photo: …'), in timeline order; null where the event has none. */
    viewMedia: (string | null)[];
    lightbox: LightboxWords;
  };
  preview: {
    kicker: string;
    title: string;
    dateCard: string;
    dateOverlay: string;
    venueCard: string;
    venueOverlay: string;
    /** The wedding's date, as that language writes it. */
    date: string;
    schedule: ScheduleRow[];
    zoneNote: string;
    /** Only the figures the couple gave. */
    weather: WeatherRow[];
    addToCalendar: string;
    /** Each option's name and its hidden hint (' Calendar (opens in a new tab)'). */
    calendars: Record<CalendarOption, [label: string, hint: string]>;
    /** The guest's venues, in the order of their parts: one card each. */
    venues: VenueWords[];
    loadingVenue: string;
    mapMissing: string;
    mapOffline: string;
    directions: string;
    newTab: string;
  };
  memories: {
    kicker: string;
    title: string;
    loading: string;
    /** 'Wedding memory 1' and 'View Wedding memory 1'…, for as many photos as Memories shows. */
    photos: { title: string; view: string }[];
    lightbox: LightboxWords;
  };
  rsvp: {
    kicker: string;
    title: string;
    letUsKnowBy: string;
    /** The deadline as that language writes a date, or 'To be announced'. */
    deadline: string;
    replyBy: string;
    email: string;
    phone: string;
    /** The couple's email (its subject in that language) and phone. */
    reply: ReplyLinks;
  };
  offline: OfflineWords;
}

/** One venue card: where, its map's title, and (when a guest's parts are in more than one place) which parts are there. */
export interface VenueWords {
  /** The venue's name, or 'Venue TBA' in that language. */
  name: string;
  address?: string;
  mapTitle: string;
  /** 'Ceremony, Lunch': null when all the guest's parts are in one place. */
  parts: string | null;
  /** The photo the card shows (lib/wedding/venue-photo.ts). */
  photo: string;
}

/** The pages without an invitation: no access, the lookup-failed notice, the error states. */
export interface NoticeWords {
  language: string;
  dir: 'ltr' | 'rtl';
  noAccess: { title: string; onlyByLink: string; useYourLink: string };
  lookupFailed: { couldNotOpen: string; tryShortly: string; tryAgain: string };
  states: { title: string; loadFailed: string; missingInfo: string; tryAgain: string };
}
