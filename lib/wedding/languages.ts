/**
 * The languages the site speaks (one catalogue each in messages/), and how a guest's language tag
 * (BCP 47, as the couple gives it: 'pl', 'pt-BR', 'ar') becomes one of them.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pl', 'pt', 'vi', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The specification's own language, and the default of a wedding that names none. */
export const DEFAULT_LANGUAGE: Language = 'en';

const RIGHT_TO_LEFT = new Set<string>(['ar', 'he', 'fa', 'ur']);

/** The tag in its canonical spelling ('pt-br' → 'pt-BR'), or null when it is not a BCP 47 language tag. */
export function canonicalTag(tag: string | null | undefined): string | null {
  const trimmed = tag?.trim();
  if (!trimmed || trimmed.length > 35) return null;
  try {
    return Intl.getCanonicalLocales(trimmed)[0] ?? null;
  } catch {
    return null;
  }
}

const spoken = (tag: string): Language | null => {
  const canonical = canonicalTag(tag);
  if (!canonical) return null;
  const exact = LANGUAGES.find((l) => l === canonical.toLowerCase());
  return exact ?? LANGUAGES.find((l) => l === new Intl.Locale(canonical).language) ?? null;
};

/**
 * A guest's page language: their own when the site speaks it, else the nearest it speaks ('pt-BR' →
 * 'pt'), else the wedding's default (itself resolved the same way), else English.
 */
export function pageLanguage(guestTag: string | null | undefined, weddingTag?: string | null): Language {
  return (guestTag ? spoken(guestTag) : null) ?? (weddingTag ? spoken(weddingTag) : null) ?? DEFAULT_LANGUAGE;
}

/** The language a browser asks for (Accept-Language, by preference), among those the site speaks; English otherwise. */
export function negotiatedLanguage(acceptLanguage: string | null | undefined): Language {
  const asked = (acceptLanguage ?? '')
    .slice(0, 512)
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((a) => a.tag && a.tag !== '*' && a.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of asked) {
    const language = spoken(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** 'rtl' for a language written right to left (Arabic), 'ltr' otherwise. */
export const direction = (language: string): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(language.split('-')[0] ?? '') ? 'rtl' : 'ltr');
