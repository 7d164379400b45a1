import { spokenLanguages } from '@/lib/i18n/catalogues';
import { canonicalTag, DEFAULT_LANGUAGE, spokenLanguage } from '@/lib/wedding/languages';
import { meantWords, tagMistake } from '../content-check/language-tags';
import type { Finding } from './doctor-types';

interface LanguageFacts {
  guests: { name: string; language?: string | null }[];
  weddingLanguage?: string | null;
  storyTranslations?: string[][];
  weddingWhere?: string;
}

const listed = (names: string[]) => (names.length > 4 ? `${names.slice(0, 4).join(', ')} and ${names.length - 4} more` : names.join(', '));

export function languageFindings({ guests, weddingLanguage, storyTranslations, weddingWhere = 'wedding_info.language' }: LanguageFacts, where: string): Finding[] {
  const spoken = spokenLanguages();
  const findings: Finding[] = [];
  const fallback = spokenLanguage(weddingLanguage, spoken) ?? DEFAULT_LANGUAGE;
  const weddingMistake = tagMistake(weddingLanguage, spoken);
  if (weddingLanguage && weddingMistake) {
    findings.push({
      level: 'fail',
      title: `${weddingWhere} "${weddingLanguage}": ${meantWords(weddingLanguage, weddingMistake.meant, spoken, DEFAULT_LANGUAGE, 'guests without a language of their own read')}`,
      fix: `Write ${weddingMistake.meant ?? 'a language tag such as pt-PT'} as the wedding's language.`,
      desk: "Choose the wedding's language in The wedding here on the desk.",
    });
  } else if (weddingLanguage && spokenLanguage(weddingLanguage, spoken) === null) {
    findings.push({
      level: 'warn',
      title: `The wedding's default language "${weddingLanguage}" is not one the site speaks: guests without a language of their own read English`,
      fix: `Set wedding_info.language to one of ${spoken.join(', ')}, or add messages/${canonicalTag(weddingLanguage) ?? weddingLanguage}.json (docs/couples-guide.md, "Languages").`,
      desk: `Choose one the site speaks in The wedding here on the desk; teaching the site another (messages/${canonicalTag(weddingLanguage) ?? weddingLanguage}.json) takes a computer.`,
    });
  }
  const unspoken = new Map<string, string[]>();
  const nearest = new Map<string, string[]>();
  const byLanguage = new Map<string, number>();
  const mistaken = new Map<string, { meant: string | null; names: string[] }>();
  for (const guest of guests) {
    const mistake = tagMistake(guest.language, spoken);
    if (mistake) {
      const tag = guest.language!.trim();
      mistaken.set(tag, { meant: mistake.meant, names: [...(mistaken.get(tag)?.names ?? []), guest.name] });
      byLanguage.set(fallback, (byLanguage.get(fallback) ?? 0) + 1);
      continue;
    }
    const tag = canonicalTag(guest.language);
    const language = tag ? spokenLanguage(tag, spoken) : null;
    const page = language ?? fallback;
    byLanguage.set(page, (byLanguage.get(page) ?? 0) + 1);
    if (tag && !language) unspoken.set(tag, [...(unspoken.get(tag) ?? []), guest.name]);
    else if (tag && language && language !== tag) nearest.set(`${tag} → ${language}`, [...(nearest.get(`${tag} → ${language}`) ?? []), guest.name]);
  }
  for (const [tag, { meant, names }] of mistaken) {
    findings.push({
      level: 'fail',
      title: `${where}: ${listed(names)}: language "${tag}": ${meantWords(tag, meant, spoken, fallback, names.length === 1 ? 'the guest reads' : 'they read')}`,
      fix: `Write ${meant ?? 'a language tag such as pt-PT, ja or de'} as their language and import the list again (npm run guests -- import).`,
      desk: `Give ${names.length === 1 ? 'them' : 'each'} ${meant ?? 'their language'} on their page here on the desk, or import the list again.`,
    });
  }
  for (const [tag, names] of unspoken) {
    findings.push({
      level: 'warn',
      title: `${names.length} guest${names.length === 1 ? '' : 's'} in ${where} speak${names.length === 1 ? 's' : ''} "${tag}", which the site does not: ${listed(names)} read${names.length === 1 ? 's' : ''} the wedding's default (${fallback})`,
      fix: `Add messages/${tag}.json (docs/couples-guide.md, "Languages"), or give them one of ${spoken.join(', ')}.`,
      desk: `Give them one the site speaks on their page here on the desk; teaching the site "${tag}" (messages/${tag}.json) takes a computer.`,
    });
  }
  for (const [pair, names] of nearest) findings.push({ level: 'info', title: `${listed(names)}: ${pair}, the nearest language the site speaks` });
  const counts = [...byLanguage].sort((a, b) => b[1] - a[1]).map(([language, n]) => `${n} in ${language}`);
  if (counts.length) findings.push({ level: 'ok', title: `Your guests read their invitations ${counts.join(', ')}` });
  if (storyTranslations?.length) {
    const untranslated = [...byLanguage.keys()].filter((l) => l !== fallback && storyTranslations.some((event) => !event.some((t) => spokenLanguage(t, [l]))));
    if (untranslated.length) {
      findings.push({
        level: 'info',
        title: `The love story is not translated into ${untranslated.join(', ')} for every event: those guests read its default text there`,
        fix: 'Add the translations to love-story.json or love_story.translations (docs/couples-guide.md, "Languages").',
        desk: 'Add them in Story & gallery here on the desk: each entry’s other languages.',
      });
    }
  }
  return findings;
}
