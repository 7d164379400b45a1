import { canonicalTag, meantLanguage, spokenLanguage, storableTag } from '@/lib/wedding/languages';
import type { Finding } from '../doctor/doctor-types';

export function tagMistake(tag: string | null | undefined, spoken: readonly string[]): { meant: string | null } | undefined {
  const raw = tag?.trim();
  if (!raw) return undefined;
  const meant = meantLanguage(raw, spoken);
  if (meant && meant.toLowerCase() !== canonicalTag(raw)?.toLowerCase()) return { meant };
  return storableTag(raw) ? undefined : { meant };
}

export function meantWords(tag: string, meant: string | null, spoken: readonly string[], fallback: string, reader = 'the guest reads'): string {
  if (!meant) return `"${tag}" is not a language tag (write e.g. pt-PT, ja, de): ${reader} ${fallback}`;
  const language = spokenLanguage(meant, spoken);
  return language
    ? `did you mean ${meant}? (the site speaks ${language}; until then ${reader} ${fallback})`
    : `did you mean ${meant}? (the site does not speak ${meant} yet: ${reader} ${fallback}; add messages/${meant}.json to translate)`;
}

export interface TranslationKey {
  where: string;
  tag: string;
}

export function translationTagFindings(keys: readonly TranslationKey[], spoken: readonly string[]): Finding[] {
  return keys.flatMap(({ where, tag }): Finding[] => {
    const mistake = tagMistake(tag, spoken);
    if (!mistake) return [];
    return [
      {
        level: 'fail',
        title: `${where}."${tag}": ${mistake.meant ? `did you mean ${mistake.meant}?` : 'not a language tag'}`,
        detail: 'No guest ever reads this translation: they read the default text instead.',
        fix: mistake.meant ? `Key it "${mistake.meant}".` : 'Key it by a language tag such as pt-PT, ja or de.',
      },
    ];
  });
}
