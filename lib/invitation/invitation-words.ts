import 'server-only';
import type { DayPart, Invitation } from '@/lib/wedding/types';
import { distinctVenues, isSpecPart, resolvedParts, venueKey } from '@/lib/wedding/day-parts';
import { baseLanguage, canonicalTag, direction, isolated } from '@/lib/wedding/languages';
import { venueLocation, venueName, weddingEvent, type CalendarEvent } from '@/lib/wedding/calendar';
import { zoneNaming } from '@/lib/wedding/zone-name';
import { joinedNames } from '@/lib/wedding/names';
import { GUEST_PHOTOS_SHOWN } from '@/lib/wedding/spec-values';
import { isVideo } from '@/lib/wedding/media';
import { venuePhotoFor } from '@/lib/wedding/venue-photo';
import { replyLinks } from '@/lib/wedding/reply-links';
import { parseClockTime, parseEndTime, weatherFigures, weddingDay, type WeddingDay } from '@/lib/wedding/wedding-day';
import { endsNextDay } from '@/lib/wedding/zoned-time';
import { celsiusText, clockRangeText, clockText, dayText, deadlineText, percentText } from '@/lib/wedding/formats';
import type { InvitationWords, LightboxWords, OfflineWords, ScheduleRow, VenueWords, WeatherRow } from '@/lib/wedding/words';
import { translator, type Translator } from '@/lib/i18n/translator';

/**
 * Every text the invitation shows, in the guest's language, decided on the server: components get
 * plain strings (a client component only the ones it shows), never a catalogue.
 */
export function invitationWords(invitation: Invitation): InvitationWords {
  const { language, info, guest, loveStory } = invitation;
  const t = translator(language);
  const day = weddingDay(info);
  // The guest's parts of the day: an assembled invitation has only theirs (lib/wedding/day-parts.ts).
  const parts = resolvedParts(info);
  const [dearBefore = '', dearAfter = ''] = t.raw('greeting.dear').split('{name}') as string[];
  return {
    language,
    dir: direction(language),
    greeting: {
      dearBefore,
      dearAfter,
      married: t('greeting.married'),
      sections: t('greeting.sections'),
      preview: t('greeting.preview'),
      rsvp: t('greeting.rsvp'),
    },
    story: {
      kicker: t('story.kicker'),
      title: t('story.title'),
      readMore: t('story.readMore'),
      showLess: t('story.showLess'),
      /** Each event's media button, in timeline order (null: the event has none). */
      viewMedia: loveStory.timeline.map((e) => (e.photo ? t(isVideo(e.photo) ? 'story.viewVideo' : 'story.viewPhoto', { title: e.title }) : null)),
      lightbox: lightboxWords(t, t('story.lightbox')),
    },
    preview: {
      kicker: t('preview.kicker'),
      title: t('preview.title'),
      dateCard: t('preview.dateCard'),
      dateOverlay: t('preview.dateOverlay'),
      venueCard: t('preview.venueCard'),
      venueOverlay: t('preview.venueOverlay'),
      date: dayText(day.date, language),
      schedule: scheduleRows(t, parts, language),
      zoneNote: zoneNote(t, invitation, day),
      weather: weatherRows(t, invitation),
      addToCalendar: t('preview.addToCalendar'),
      calendars: {
        google: [t('preview.google'), t('preview.googleHint')],
        outlook: [t('preview.outlook'), t('preview.outlookHint')],
        apple: [t('preview.apple'), t('preview.appleHint')],
      },
      venues: venueWords(t, parts, language, invitation.venuePhoto),
      loadingVenue: t('preview.loadingVenue'),
      mapMissing: t('preview.mapMissing'),
      mapOffline: t('preview.mapOffline'),
      directions: t('preview.directions'),
      newTab: t('preview.newTab'),
    },
    memories: {
      kicker: t('memories.kicker'),
      title: t('memories.title'),
      loading: t('memories.loading'),
      /** 'Wedding memory 1'… and 'View Wedding memory 1'…, for as many photos as Memories shows. */
      photos: Array.from({ length: GUEST_PHOTOS_SHOWN }, (_, i) => ({ title: t('memories.photo', { number: i + 1 }), view: t('memories.view', { number: i + 1 }) })),
      lightbox: lightboxWords(t, t('memories.title')),
    },
    rsvp: {
      kicker: t('rsvp.kicker'),
      title: t('rsvp.title'),
      letUsKnowBy: t('rsvp.letUsKnowBy'),
      deadline: deadlineText(info.rsvp.deadline, language, day.timeZone) ?? t('rsvp.toBeAnnounced'),
      replyBy: t('rsvp.replyBy'),
      email: t('rsvp.email'),
      phone: t('rsvp.phone'),
      reply: replyLinks(info.rsvp, t('rsvp.subject', { name: guest.name })),
    },
    offline: offlineWords(t),
  };
}

/** The wedding as a calendar event in the guest's language: the .ics file and the Google and Outlook links. */
export function invitationEvent({ info, language }: Pick<Invitation, 'info' | 'language'>): CalendarEvent {
  const t = translator(language);
  const names = joinedNames(info.couple);
  const title = names ? t('calendar.titleWithNames', { names }) : t('calendar.title');
  const parts = resolvedParts(info);
  const here = venueKey(info.wedding.venue);
  // Each of the guest's parts with its time, and where it is when that is not where the event is.
  const schedule = scheduleRows(t, parts, language).map((row, i) => {
    const venue = parts[i]!.venue;
    return venueKey(venue) === here
      ? t('calendar.scheduleLine', { part: row.label, time: row.time })
      : t('calendar.scheduleLineAt', { part: row.label, time: row.time, place: venueLocation(venue, t('preview.venueTba')) });
  });
  return weddingEvent(info, {
    title,
    description: [t('calendar.description'), '', ...schedule].join('\n'),
    reminder: t('calendar.reminder', { title }),
    venueTba: t('preview.venueTba'),
  });
}

function lightboxWords(t: Translator, label: string): LightboxWords {
  return { label, close: t('lightbox.close'), previous: t('lightbox.previous'), next: t('lightbox.next'), counter: t.raw('lightbox.counter') as string };
}

/** What the offline notice says on the page, and what the offline worker says for a link it has no copy of (public/sw.js). */
function offlineWords(t: Translator): OfflineWords {
  return {
    /** '{when}' is filled in the browser, which knows when its copy was saved. */
    savedOffline: t.raw('offline.savedOffline') as string,
    savedUnavailable: t.raw('offline.savedUnavailable') as string,
    noCopyTitle: t('offline.noCopyTitle'),
    noCopy: t('offline.noCopy'),
    noCopyAgain: t('offline.noCopyAgain'),
    tryAgain: t('offline.tryAgain'),
  };
}

/** 'All times are Porto time.', 'Alle Uhrzeiten: Westeuropäische Zeit.': the place in the guest's words (lib/wedding/zone-name.ts). */
function zoneNote(t: Translator, { info, language, guest }: Invitation, day: WeddingDay): string {
  // The guest's own tag ('pt-PT') when the page speaks its language, for the couple's translation under it.
  const own = canonicalTag(guest.language);
  const tag = own && baseLanguage(own) === baseLanguage(language) ? own : language;
  const naming = zoneNaming(info, tag, day.timeZone, new Date(Date.UTC(day.date.year, day.date.month - 1, day.date.day, 12)));
  return 'place' in naming ? t('preview.timeZone', { city: isolated(naming.place, language) }) : t('preview.timeZoneNamed', { zone: naming.zone });
}

/** A part's name: the couple's, or the specification's three in the guest's language. */
const partLabel = (t: Translator, part: DayPart) => part.name ?? (isSpecPart(part.id) ? t(`preview.${part.id}`) : part.id);

function scheduleRows(t: Translator, parts: DayPart[], language: string): ScheduleRow[] {
  return parts.map((part) => ({ key: part.id, label: partLabel(t, part), time: partTime(part, language) }));
}

/** A part's start, and its end too when that is the next day: the one end a guest could not guess from the next row. */
function partTime(part: DayPart, language: string): string {
  const [start, end] = [parseClockTime(part.start), parseEndTime(part.end)];
  if (!start || !end || !part.end || !endsNextDay(start, end)) return clockText(part.start, start, language);
  return clockRangeText([part.start, start], [part.end, end], language);
}

/** One card per distinct venue of the guest's parts; which parts are where only when there is more than one. */
function venueWords(t: Translator, parts: DayPart[], language: string, couplesVenuePhoto: string): VenueWords[] {
  const venues = distinctVenues(parts);
  return venues.map(({ venue, parts: here }) => {
    const name = venueName(venue, t('preview.venueTba'));
    return {
      name,
      address: venue?.address?.trim() || undefined,
      mapTitle: t('preview.mapTitle', { name }),
      parts: venues.length > 1 ? new Intl.ListFormat(language, { type: 'unit' }).format(here.map((p) => partLabel(t, p))) : null,
      photo: venuePhotoFor(here, couplesVenuePhoto),
    };
  });
}

const UV_LEVELS: Record<string, 'low' | 'moderate' | 'high' | 'veryHigh' | 'extreme'> = {
  low: 'low',
  moderate: 'moderate',
  high: 'high',
  'very high': 'veryHigh',
  'v. high': 'veryHigh',
  'v high': 'veryHigh',
  extreme: 'extreme',
};

/** Only the figures the couple gave (none is ever another place's), written the guest's way. */
function weatherRows(t: Translator, { info, language }: Invitation): WeatherRow[] {
  const w = weatherFigures(info);
  // The couple's own word for the UV level, or its translation when it is one of the WHO's five.
  const level = w.uvIndex && language !== 'en' ? UV_LEVELS[w.uvIndex.toLowerCase()] : undefined;
  const rows: [string, string, string | undefined][] = [
    ['high', t('preview.averageHigh'), w.highC === undefined ? undefined : celsiusText(w.highC, language)],
    ['low', t('preview.averageLow'), w.lowC === undefined ? undefined : celsiusText(w.lowC, language)],
    ['rain', t('preview.precipitation'), w.precipitationPercent === undefined ? undefined : percentText(w.precipitationPercent, language)],
    ['uv', t('preview.uvIndex'), level ? t(`preview.uvLevels.${level}`) : w.uvIndex],
  ];
  return rows.filter((r): r is [string, string, string] => r[2] !== undefined).map(([key, label, value]) => ({ key, label, value }));
}
