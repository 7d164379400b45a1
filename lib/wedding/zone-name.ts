import { zoneCity } from './calendar';
import { baseLanguage, translated } from './languages';
import type { WeddingInfo } from './types';

/** How the time-zone note names where the wedding's clocks are: a place ('Porto') or, failing one, the zone ('Westeuropäische Zeit'). */
export type ZoneNaming = { place: string } | { zone: string };

/**
 * The couple's place name in the guest's language when they gave one (wedding.place); in English, or
 * in the wedding's own language, the place as they wrote it, else the zone's city (the spec's 'Sydney');
 * in any other language the zone's name as the platform writes it there, never an English city.
 */
export function zoneNaming(info: Pick<WeddingInfo, 'wedding' | 'language'>, language: string, timeZone: string, at: Date): ZoneNaming {
  const place = info.wedding.place;
  const own = translated({ name: '' }, place?.translations, language).name;
  if (own) return { place: own };
  const english = baseLanguage(language) === 'en';
  const couples = english || (info.language !== undefined && baseLanguage(info.language) === baseLanguage(language));
  if (place?.name && couples) return { place: place.name };
  if (english) return { place: zoneCity(timeZone) };
  return { zone: platformZoneName(timeZone, language, at) };
}

/** 'Europe/Lisbon' in German → 'Westeuropäische Zeit' (summer and winter alike), as the runtime's ICU names it. */
export function platformZoneName(timeZone: string, language: string, at: Date): string {
  const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
