import { zoneCity } from './calendar';
import { baseLanguage, translated } from './languages';
import type { WeddingInfo } from './types';
import { dateTimeFormat } from './intl-formats';

export type ZoneNaming = { place: string } | { zone: string };

// In other languages the platform's zone name, never an English city.
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

export function platformZoneName(timeZone: string, language: string, at: Date): string {
  const parts = dateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}
