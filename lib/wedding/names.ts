import type { Couple } from '@/lib/wedding/types';

const firstWord = (s: string) => s.trim().split(/\s+/)[0] ?? '';

/**
 * The two partners' names for titles and alt text (spec §2): name1/name2, else the
 * first words of bride and groom, else the halves of fullNames ("A & B", "A and B").
 * Returns an empty list when the couple has no names at all.
 */
export function partnerNames(couple: Couple): string[] {
  const n1 = couple.name1?.trim();
  const n2 = couple.name2?.trim();
  if (n1 && n2) return [n1, n2];
  const bride = couple.bride?.trim();
  const groom = couple.groom?.trim();
  if (bride && groom) return [firstWord(bride), firstWord(groom)];
  const full = couple.fullNames?.trim();
  if (full) {
    const halves = full.split(/\s*(?:&|\band\b)\s*/i).filter(Boolean);
    return halves.length === 2 ? halves : [full];
  }
  return [n1, n2, bride, groom].filter((s): s is string => Boolean(s));
}

/** "A & B" — used for the page title and the hero's alt text. */
export function joinedNames(couple: Couple, joiner = ' & '): string {
  return partnerNames(couple).join(joiner);
}

/** The couple's full names as the header prints them. */
export function coupleFullNames(couple: Couple): string {
  if (couple.fullNames?.trim()) return couple.fullNames.trim();
  const bride = couple.bride?.trim();
  const groom = couple.groom?.trim();
  if (bride && groom) return `${bride} & ${groom}`;
  return joinedNames(couple);
}

/**
 * The printed names in two parts at their first joiner, which stays with the first ("A B &", "C D"),
 * as a two-line header breaks them; one part when there is no joiner between words. The joiner is
 * bound to the word before it (a no-break space), so that a line never starts with it.
 */
export function namesParts(fullNames: string): string[] {
  const split = /^(.+?)\s+(&|and)\s+(\S.*)$/i.exec(fullNames.trim());
  return split ? [`${split[1]}\u00a0${split[2]}`, split[3]!] : [fullNames.trim()];
}
