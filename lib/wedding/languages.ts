/**
 * Language tags (BCP 47, as the couple gives them: 'pl', 'pt-BR', 'ar') and how one becomes a
 * language the site speaks. Which languages it speaks is the messages/ folder's business
 * (lib/i18n/catalogues.ts); everything here is given that list.
 */

/** The specification's own language, and the default of a wedding that names none. */
export const DEFAULT_LANGUAGE = 'en';

const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

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

/** The tags the database stores (the guests_language_tag check): a 2–3 letter language, then subtags. */
export const STORED_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/** The tag in its canonical spelling when the database would store it too ('deutsch' is BCP 47, but no language we store). */
export function storableTag(tag: string | null | undefined): string | null {
  const canonical = canonicalTag(tag);
  return canonical && STORED_TAG.test(canonical) ? canonical : null;
}

/** Country codes couples write for a language (none of them a language code itself). */
const COUNTRY_FOR_LANGUAGE: Record<string, string> = { jp: 'ja', cz: 'cs', dk: 'da', gr: 'el', ua: 'uk', vn: 'vi', cn: 'zh', kr: 'ko', gb: 'en-GB', us: 'en-US' };

/** Languages a couple may name in words ('Deutsch', 'japanese'), beside the ones the site speaks. */
const NAMED_LANGUAGES = ['en', 'es', 'fr', 'de', 'pl', 'pt', 'vi', 'ar', 'it', 'nl', 'ja', 'zh', 'ko', 'ru', 'uk', 'cs', 'da', 'el', 'sv', 'nb', 'fi', 'tr', 'he', 'hi', 'ro', 'hu'];

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * What the couple most likely meant by a tag the database would refuse or that names a country
 * ('jp' → 'ja', 'deutsch' → 'de', 'pt_PT' → 'pt-PT', 'Portuguese' → 'pt'); null when nothing is near.
 */
export function meantLanguage(tag: string | null | undefined, spoken: readonly string[] = []): string | null {
  const raw = tag?.trim();
  if (!raw || raw.length > 35) return null;
  const country = COUNTRY_FOR_LANGUAGE[raw.toLowerCase()];
  if (country) return country;
  const hyphened = storableTag(raw.replace(/_/g, '-'));
  if (hyphened && hyphened !== raw) return hyphened;
  if (hyphened) return null;
  const wanted = plain(raw);
  for (const code of [...new Set([...spoken.map(baseLanguage), ...NAMED_LANGUAGES])]) {
    const names = [new Intl.DisplayNames(['en'], { type: 'language' }).of(code), new Intl.DisplayNames([code], { type: 'language' }).of(code)];
    if (names.some((n) => n && plain(n) === wanted)) return code;
  }
  return null;
}

/** The language itself of a tag: 'pt-BR' → 'pt'. */
export const baseLanguage = (tag: string) => tag.split('-')[0]!.toLowerCase();

/** The language among `spoken` for a tag: itself, else its base language ('pt-BR' → 'pt'), else null. */
export function spokenLanguage(tag: string | null | undefined, spoken: readonly string[]): string | null {
  const canonical = canonicalTag(tag);
  if (!canonical) return null;
  return spoken.find((l) => l.toLowerCase() === canonical.toLowerCase()) ?? spoken.find((l) => l === baseLanguage(canonical)) ?? null;
}

/**
 * A guest's page language: their own when the site speaks it, else the nearest it speaks, else the
 * wedding's default (itself resolved the same way), else English.
 */
export function pageLanguage(guestTag: string | null | undefined, weddingTag: string | null | undefined, spoken: readonly string[]): string {
  return spokenLanguage(guestTag, spoken) ?? spokenLanguage(weddingTag, spoken) ?? DEFAULT_LANGUAGE;
}

/** 'rtl' for a language written right to left (Arabic, Hebrew, Persian…), 'ltr' otherwise. */
export const direction = (language: string): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(baseLanguage(language)) ? 'rtl' : 'ltr');

/**
 * A name set into a sentence of a right-to-left page, isolated (U+2068…U+2069) so that a Latin one
 * and the punctuation after it keep their order ('بتوقيت Sydney.'); left as it is in a left-to-right page.
 */
export const isolated = (text: string, language: string) => (direction(language) === 'rtl' ? `\u2068${text}\u2069` : text);

/**
 * The couple's own words for a language: the translation under the guest's exact tag, else under its
 * base language, else the default text. A translation left blank counts as missing, never an empty line.
 */
export function translated<T extends object>(defaults: T, translations: Record<string, Partial<T>> | undefined, tag: string): T {
  if (!translations) return defaults;
  const exact = Object.entries(translations).find(([key]) => key.toLowerCase() === tag.toLowerCase())?.[1];
  const base = translations[baseLanguage(tag)];
  const out = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T)[]) {
    const pick = [exact?.[key], base?.[key]].find((v) => typeof v === 'string' && v.trim() !== '');
    if (pick !== undefined) out[key] = pick as T[keyof T];
  }
  return out;
}
