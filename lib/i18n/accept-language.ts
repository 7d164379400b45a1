import { canonicalTag, DEFAULT_LANGUAGE, spokenLanguage } from '@/lib/wedding/languages';

export function askedLanguages(acceptLanguage: string | null | undefined): string[] {
  // Bounded: the header is the request's, so only its first 512 characters and 20 entries are read.
  return (acceptLanguage ?? '')
    .slice(0, 512)
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { tag: canonicalTag(tag), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((a): a is { tag: string; q: number; i: number } => a.tag !== null && a.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((a) => a.tag);
}

// The rule a guest's own tag follows (spokenLanguage), so 'zh-TW' reads Traditional Chinese here too.
export const negotiatedLanguage = (acceptLanguage: string | null | undefined, spoken: readonly string[]): string =>
  askedLanguages(acceptLanguage)
    .map((tag) => spokenLanguage(tag, spoken))
    .find((language) => language !== null) ?? DEFAULT_LANGUAGE;
