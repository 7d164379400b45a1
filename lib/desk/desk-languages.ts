import { spokenLanguages } from '@/lib/i18n/catalogues';
import { DEFAULT_LANGUAGE, languageName, pageLanguage, spokenLanguage } from '@/lib/wedding/languages';
import type { DeskPlace } from './desk-place';
import { weddingWords } from './sending';
import { displayNames } from '@/lib/wedding/intl-formats';

/** The site's languages, led by a guest's own tag when it is none of them (else a save would change it). */
export function deskLanguages(own?: string | null): { tag: string; name: string }[] {
  const tags = spokenLanguages();
  const list = tags.map((tag) => ({ tag, name: languageName(tag) }));
  const listed = own && tags.some((tag) => tag.toLowerCase() === own.toLowerCase());
  return own && !listed ? [{ tag: own, name: `${languageName(own)} — as stored` }, ...list] : list;
}

const inEnglish = (tag: string) => {
  try {
    return displayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
};

/** "Nonna Adunni will read Italian: Yoruba is not a site language." — null when the guest reads their own. */
export function readingNote(name: string, tag: string | null | undefined, weddingTag: string | null | undefined): string | null {
  const spoken = spokenLanguages();
  if (!tag?.trim() || spokenLanguage(tag, spoken)) return null;
  return `${name} will read ${inEnglish(pageLanguage(tag, weddingTag, spoken))}: ${inEnglish(tag)} is not a site language.`;
}

/**
 * The languages the wedding's guests read, English aside (it reads a name as written): the ones a part, venue,
 * story entry or caption is given a name in on the desk's forms.
 */
export async function languagesGuestsRead(place: Pick<DeskPlace, 'store' | 'readWedding'>): Promise<string[]> {
  const [guests, wedding] = await Promise.all([place.store.list(), place.readWedding()]);
  const weddingTag = weddingWords(wedding).language;
  const spoken = spokenLanguages();
  const read = new Set([pageLanguage(null, weddingTag, spoken), ...guests.map((g) => pageLanguage(g.language, weddingTag, spoken))]);
  return spoken.filter((tag) => read.has(tag) && tag !== DEFAULT_LANGUAGE);
}
