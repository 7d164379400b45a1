import { canonicalTag, meantLanguage, spokenLanguage, storableTag } from '@/lib/wedding/languages';
import type { Finding } from '../doctor/doctor-types';

/**
 * Language tags that are not what the couple meant: a country ('jp'), a word ('deutsch'), an
 * underscore ('pt_PT'), or no tag at all. Such a tag never matches a guest's page, so the guest
 * reads the wedding's default: a failure, with the nearest tag they most likely meant.
 */

/** What was meant by a tag that is wrong (null: nothing near), or undefined when the tag is fine. */
export function tagMistake(tag: string | null | undefined, spoken: readonly string[]): { meant: string | null } | undefined {
  const raw = tag?.trim();
  if (!raw) return undefined;
  const meant = meantLanguage(raw, spoken);
  if (meant && meant.toLowerCase() !== canonicalTag(raw)?.toLowerCase()) return { meant };
  return storableTag(raw) ? undefined : { meant };
}

/** "did you mean ja? (…)", saying what guests read until it is fixed, and what fixing it brings. */
export function meantWords(tag: string, meant: string | null, spoken: readonly string[], fallback: string, reader = 'the guest reads'): string {
  if (!meant) return `"${tag}" is not a language tag (write e.g. pt-PT, ja, de): ${reader} ${fallback}`;
  const language = spokenLanguage(meant, spoken);
  return language
    ? `did you mean ${meant}? (the site speaks ${language}; until then ${reader} ${fallback})`
    : `did you mean ${meant}? (the site does not speak ${meant} yet: ${reader} ${fallback}; add messages/${meant}.json to translate)`;
}

export interface TranslationKey {
  /** The file or table, entry and field: 'love-story.json entry 2 (2022) translations'. */
  where: string;
  tag: string;
}

/** Translations kept under a tag no guest's page ever asks for: those guests read the default text instead. */
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
