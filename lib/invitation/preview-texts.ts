import 'server-only';
import type { Translator } from '@/lib/i18n/translator';
import { mapEmbedUrl, venueName } from '@/lib/wedding/calendar';
import { distinctVenues, resolvedParts } from '@/lib/wedding/day-parts';
import { directionsLinks, type DirectionsLinks } from '@/lib/wedding/directions';
import { celsiusText, percentText } from '@/lib/wedding/formats';
import { baseLanguage, canonicalTag, isolated } from '@/lib/wedding/languages';
import type { DayPart, Invitation, Venue } from '@/lib/wedding/types';
import { weatherFigures, weddingDay } from '@/lib/wedding/wedding-day';
import { venuePhotoFor } from '@/lib/wedding/venue-photo';
import { zoneNaming } from '@/lib/wedding/zone-name';
import { partLabel } from './day-schedule';
import { listFormat } from '@/lib/wedding/intl-formats';

export interface WeatherRow {
  key: string;
  label: string;
  value: string;
}

export interface VenueCard {
  venue: Venue | undefined;
  name: string;
  address?: string;
  map: string | null;
  mapTitle: string;
  directions: DirectionsLinks | null;
  parts: string | null;
  photo: string;
}

export function zoneNote(t: Translator, { info, language, guest }: Pick<Invitation, 'info' | 'language' | 'guest'>): string | null {
  if (resolvedParts(info).length === 0) return null;
  const day = weddingDay(info);
  const own = canonicalTag(guest.language);
  const tag = own && baseLanguage(own) === baseLanguage(language) ? own : language;
  const naming = zoneNaming(info, tag, day.timeZone, new Date(Date.UTC(day.date.year, day.date.month - 1, day.date.day, 12)));
  return 'place' in naming ? t('preview.timeZone', { city: isolated(naming.place, language) }) : t('preview.timeZoneNamed', { zone: naming.zone });
}

export function venueCards(t: Translator, parts: DayPart[], language: string, couplesVenuePhoto: string): VenueCard[] {
  const venues = distinctVenues(parts);
  return venues.map(({ venue, parts: here }) => {
    const name = venueName(venue, t('preview.venueTba'));
    return {
      venue,
      name,
      address: venue?.address?.trim() || undefined,
      map: mapEmbedUrl(venue, language),
      mapTitle: t('preview.mapTitle', { name }),
      directions: directionsLinks(venue),
      parts: venues.length > 1 ? listFormat(language, { type: 'unit' }).format(here.map((p) => partLabel(t, p))) : null,
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

export function weatherRows(t: Translator, { info, language }: Pick<Invitation, 'info' | 'language'>): WeatherRow[] {
  const w = weatherFigures(info);
  const level = w.uvIndex && language !== 'en' ? UV_LEVELS[w.uvIndex.toLowerCase()] : undefined;
  const rows: [string, string, string | undefined][] = [
    ['high', t('preview.averageHigh'), w.highC === undefined ? undefined : celsiusText(w.highC, language)],
    ['low', t('preview.averageLow'), w.lowC === undefined ? undefined : celsiusText(w.lowC, language)],
    ['rain', t('preview.precipitation'), w.precipitationPercent === undefined ? undefined : percentText(w.precipitationPercent, language)],
    ['uv', t('preview.uvIndex'), level ? t(`preview.uvLevels.${level}`) : w.uvIndex],
  ];
  return rows.filter((r): r is [string, string, string] => r[2] !== undefined).map(([key, label, value]) => ({ key, label, value }));
}
