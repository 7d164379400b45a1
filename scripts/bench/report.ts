export interface Row {
  figure: string;
  value: string;
  target: string;
  /** Whether the target is met; undefined when the figure has no target. */
  met?: boolean;
}

/** One Markdown table: figure, value, target and whether it is met. */
export function rowsTable(rows: Row[]): string {
  const width = (k: 'figure' | 'value' | 'target') => Math.max(k.length, ...rows.map((r) => r[k].length));
  const [wf, wv, wt] = [width('figure'), width('value'), width('target')];
  const line = (f: string, v: string, t: string, m: string) => `| ${f.padEnd(wf)} | ${v.padEnd(wv)} | ${t.padEnd(wt)} | ${m.padEnd(4)} |`;
  return [
    line('figure', 'value', 'target', 'met'),
    `|${'-'.repeat(wf + 2)}|${'-'.repeat(wv + 2)}|${'-'.repeat(wt + 2)}|------|`,
    ...rows.map((r) => line(r.figure, r.value, r.target, r.met === undefined ? '' : r.met ? 'yes' : 'NO')),
  ].join('\n');
}

/** Replaces what stands between the bench markers of a Markdown file with `text` (the last run's figures, no history). */
export function replaceBetweenMarkers(file: string, text: string, marker = 'bench'): string {
  const between = new RegExp(`(<!-- ${marker}:start -->\\n)[\\s\\S]*?(\\n<!-- ${marker}:end -->)`);
  if (!between.test(file)) throw new Error(`No <!-- ${marker}:start --> … <!-- ${marker}:end --> markers to write the figures between`);
  return file.replace(between, (_, start: string, end: string) => `${start}${text}${end}`);
}
