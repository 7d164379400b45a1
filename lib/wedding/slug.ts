// Letters decomposition leaves whole (Ł is not L plus a mark), in their usual Latin spelling.
const TRANSLITERATION: Record<string, string> = {
  ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ð: 'd', þ: 'th', ħ: 'h', ı: 'i', ŀ: 'l', ŧ: 't', ŋ: 'ng', ĸ: 'k', ſ: 's', ƒ: 'f',
};

/** Latin letters without their marks (é → e, Ł → L); other scripts as they are. */
export const withoutMarks = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøæœßđðþħıŀŧŋĸſƒ]/giu, (ch) => {
      const latin = TRANSLITERATION[ch.toLowerCase()] ?? ch;
      return ch === ch.toLowerCase() ? latin : latin.toUpperCase();
    });

/** A name for a file: lowercase Latin letters and digits joined by dashes, or `fallback` when nothing is left. */
export const slug = (text: string, maxChars: number, fallback: string): string =>
  withoutMarks(text).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, maxChars).replace(/-+$/, '') || fallback;
