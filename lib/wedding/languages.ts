import { displayNames } from './intl-formats';

export const DEFAULT_LANGUAGE = 'en';

const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

export function canonicalTag(tag: string | null | undefined): string | null {
  const trimmed = tag?.trim();
  if (!trimmed || trimmed.length > 35) return null;
  try {
    return Intl.getCanonicalLocales(trimmed)[0] ?? null;
  } catch {
    return null;
  }
}

export const STORED_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

// Canonical only when the guests_language_tag check would store it too.
export function storableTag(tag: string | null | undefined): string | null {
  const canonical = canonicalTag(tag);
  return canonical && STORED_TAG.test(canonical) ? canonical : null;
}

const COUNTRY_FOR_LANGUAGE: Record<string, string> = { jp: 'ja', cz: 'cs', dk: 'da', gr: 'el', ua: 'uk', vn: 'vi', cn: 'zh', kr: 'ko', gb: 'en-GB', us: 'en-US' };

const NAMED_LANGUAGES = ['en', 'es', 'fr', 'de', 'pl', 'pt', 'vi', 'ar', 'it', 'nl', 'ja', 'zh', 'ko', 'ru', 'uk', 'cs', 'da', 'el', 'sv', 'nb', 'fi', 'tr', 'he', 'hi', 'ro', 'hu', 'id', 'th', 'fil'];

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

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
    const names = [displayNames(['en'], { type: 'language' }).of(code), displayNames([code], { type: 'language' }).of(code)];
    if (names.some((n) => n && plain(n) === wanted)) return code;
  }
  return twoLetterCodes().get(wanted) ?? null;
}

let byEnglishName: Map<string, string> | null = null;

/** 'yoruba' → 'yo': every two-letter code Intl can name in English, for a language the site does not speak. */
function twoLetterCodes(): Map<string, string> {
  if (byEnglishName) return byEnglishName;
  const names = displayNames(['en'], { type: 'language', fallback: 'none' });
  const letters = [...'abcdefghijklmnopqrstuvwxyz'];
  byEnglishName = new Map();
  for (const code of letters.flatMap((a) => letters.map((b) => a + b))) {
    const name = names.of(code);
    if (name && !byEnglishName.has(plain(name))) byEnglishName.set(plain(name), code);
  }
  return byEnglishName;
}

export const baseLanguage = (tag: string) => tag.split('-')[0]!.toLowerCase();

// A reader of one reads the other: Norwegian's two written forms, Tagalog and the Filipino built on it.
const READS_AS: Record<string, string> = { no: 'nb', nn: 'nb', tl: 'fil' };

/** Language and script ('zh-TW' → zh/Hant), so a Taiwanese guest reads zh-Hant and a bare 'zh' reads zh-Hans. */
function languageAndScript(tag: string): { language: string; script: string | undefined } {
  try {
    const full = new Intl.Locale(tag).maximize();
    return { language: READS_AS[full.language] ?? full.language, script: full.script };
  } catch {
    return { language: baseLanguage(tag), script: undefined };
  }
}

export function spokenLanguage(tag: string | null | undefined, spoken: readonly string[]): string | null {
  const canonical = canonicalTag(tag);
  if (!canonical) return null;
  const exact = spoken.find((l) => l.toLowerCase() === canonical.toLowerCase());
  if (exact) return exact;
  const wanted = languageAndScript(canonical);
  const same = spoken.filter((l) => languageAndScript(l).language === wanted.language);
  return same.find((l) => !l.includes('-')) ?? same.find((l) => languageAndScript(l).script === wanted.script) ?? null;
}

/** Which of `written` a reader of `tag` reads as theirs: the same tag, else their language in their script, else in another. */
export function ownLanguageIn(tag: string | null | undefined, written: readonly string[]): string | null {
  const canonical = canonicalTag(tag);
  if (!canonical) return null;
  const exact = written.find((l) => l.toLowerCase() === canonical.toLowerCase());
  if (exact) return exact;
  const wanted = languageAndScript(canonical);
  const same = written.filter((l) => languageAndScript(l).language === wanted.language);
  const sameScript = same.filter((l) => languageAndScript(l).script === wanted.script);
  return sameScript.find((l) => !l.includes('-')) ?? sameScript[0] ?? same[0] ?? null;
}

export function pageLanguage(guestTag: string | null | undefined, weddingTag: string | null | undefined, spoken: readonly string[]): string {
  return spokenLanguage(guestTag, spoken) ?? spokenLanguage(weddingTag, spoken) ?? DEFAULT_LANGUAGE;
}

export const direction = (language: string): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(baseLanguage(language)) ? 'rtl' : 'ltr');

// Isolated so a Latin name and its punctuation keep their order in a right-to-left sentence.
export const isolated = (text: string, language: string) => (direction(language) === 'rtl' ? `\u2068${text}\u2069` : text);

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

/** 'it' → 'Italian (italiano)': English first, the language's own name beside it when it differs. */
export function languageName(tag: string): string {
  try {
    const english = displayNames(['en'], { type: 'language' }).of(tag);
    const own = displayNames([tag], { type: 'language' }).of(tag);
    return english && own && own !== english ? `${english} (${own})` : (english ?? tag);
  } catch {
    return tag;
  }
}
