export const SEPARATORS = { ',': 'comma', ';': 'semicolon', '\t': 'tab' } as const;
export type Separator = keyof typeof SEPARATORS;

export function detectSeparator(text: string): Separator {
  const header = text.replace(/^\uFEFF/, '').split('\n').find((l) => l.trim() !== '') ?? '';
  const counts: Record<Separator, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of header) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch in counts) counts[ch as Separator]++;
  }
  return (Object.keys(counts) as Separator[]).reduce((best, sep) => (counts[sep] > counts[best] ? sep : best), ',');
}
