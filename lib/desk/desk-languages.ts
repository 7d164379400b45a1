import { spokenLanguages } from '@/lib/i18n/catalogues';
import { languageName } from '@/lib/wedding/languages';

/** The site's languages, led by a guest's own tag when it is none of them (else a save would change it). */
export function deskLanguages(own?: string | null): { tag: string; name: string }[] {
  const tags = spokenLanguages();
  const list = tags.map((tag) => ({ tag, name: languageName(tag) }));
  const listed = own && tags.some((tag) => tag.toLowerCase() === own.toLowerCase());
  return own && !listed ? [{ tag: own, name: `${languageName(own)} — as stored` }, ...list] : list;
}
