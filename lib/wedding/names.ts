import type { Couple } from '@/lib/wedding/types';

const firstWord = (s: string) => s.trim().split(/\s+/)[0] ?? '';

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

export function joinedNames(couple: Couple, joiner = ' & '): string {
  return partnerNames(couple).join(joiner);
}

export function coupleFullNames(couple: Couple): string {
  if (couple.fullNames?.trim()) return couple.fullNames.trim();
  const bride = couple.bride?.trim();
  const groom = couple.groom?.trim();
  if (bride && groom) return `${bride} & ${groom}`;
  return joinedNames(couple);
}

// The joiner is bound to the word before it (a no-break space), so a line never starts with it.
export function namesParts(fullNames: string): string[] {
  const split = /^(.+?)\s+(&|and)\s+(\S.*)$/i.exec(fullNames.trim());
  return split ? [`${split[1]}\u00a0${split[2]}`, split[3]!] : [fullNames.trim()];
}
