import { baseLanguage, canonicalTag } from '@/lib/wedding/languages';

// og:locale reads a bare 'pt' as Brazil, so the guest's or wedding's region is kept when it is the page's language.
export function pageLocale(language: string, guestTag: string | null | undefined, weddingTag: string | null | undefined): string {
  for (const tag of [guestTag, weddingTag]) {
    const canonical = canonicalTag(tag);
    if (canonical && canonical.includes('-') && baseLanguage(canonical) === baseLanguage(language)) return canonical;
  }
  return language;
}
