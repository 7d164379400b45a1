import { baseLanguage, canonicalTag } from '@/lib/wedding/languages';

/**
 * The page's language with its region, for <html lang> and og:locale: the guest's own tag when it is
 * the page's language with a region ('pt-PT'), else the wedding's default tag when it is ('pt-PT' for
 * a 'pt' guest at a Portuguese couple's wedding), else the page's language ('pt', which og:locale reads as Brazil).
 */
export function pageLocale(language: string, guestTag: string | null | undefined, weddingTag: string | null | undefined): string {
  for (const tag of [guestTag, weddingTag]) {
    const canonical = canonicalTag(tag);
    if (canonical && canonical.includes('-') && baseLanguage(canonical) === baseLanguage(language)) return canonical;
  }
  return language;
}
