import { spokenLanguages } from '@/lib/i18n/catalogues';
import { DEFAULT_LANGUAGE, languageName, pageLanguage, spokenLanguage } from '@/lib/wedding/languages';
import type { DeskPlace } from './desk-place';
import { weddingWords } from './sending';
import { displayNames } from '@/lib/wedding/intl-formats';

type Choice = { tag: string; name: string };

export function deskLanguages(own?: string | null): Choice[] {
  const tags = spokenLanguages();
  const list = tags.map((tag) => ({ tag, name: languageName(tag) }));
  if (!own) return list;
  const read = spokenLanguage(own, tags);
  if (!read) return [{ tag: own, name: `${languageName(own)} — as stored` }, ...list];
  const stored = read.toLowerCase() === own.toLowerCase() ? { tag: own, name: languageName(read) } : { tag: own, name: `${languageName(own)} — as stored` };
  return list.map((l) => (l.tag === read ? stored : l));
}

/** The wedding's own language: English is the default, so it is the empty choice unless the wedding names it. */
export function weddingLanguages(stored: string): Choice[] {
  const list = deskLanguages(stored);
  const english = stored !== '' && spokenLanguage(stored, spokenLanguages()) === DEFAULT_LANGUAGE;
  return english ? list : list.map((l) => (l.tag === DEFAULT_LANGUAGE ? { tag: '', name: `${l.name} (the default)` } : l));
}

const inEnglish = (tag: string) => {
  try {
    return displayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
};

export function readingNote(name: string, tag: string | null | undefined, weddingTag: string | null | undefined): string | null {
  const spoken = spokenLanguages();
  if (!tag?.trim() || spokenLanguage(tag, spoken)) return null;
  return `${name} will read ${inEnglish(pageLanguage(tag, weddingTag, spoken))}: ${inEnglish(tag)} is not a site language.`;
}

export async function languagesGuestsRead(place: Pick<DeskPlace, 'store' | 'readWedding'>): Promise<string[]> {
  const [guests, wedding] = await Promise.all([place.store.list(), place.readWedding()]);
  const weddingTag = weddingWords(wedding).language;
  const spoken = spokenLanguages();
  const read = new Set([pageLanguage(null, weddingTag, spoken), ...guests.map((g) => pageLanguage(g.language, weddingTag, spoken))]);
  return spoken.filter((tag) => read.has(tag) && tag !== DEFAULT_LANGUAGE);
}
