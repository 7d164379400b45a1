export interface Row {
  figure: string;
  value: string;
  target: string;
  /** Whether the target is met; undefined when the figure has no target. */
  met?: boolean;
}

/** One plain-text table: figure, value, target and whether it is met. */
export function printTable(rows: Row[]): void {
  const width = (k: 'figure' | 'value' | 'target') => Math.max(k.length, ...rows.map((r) => r[k].length));
  const [wf, wv, wt] = [width('figure'), width('value'), width('target')];
  const line = (f: string, v: string, t: string, m: string) => `| ${f.padEnd(wf)} | ${v.padEnd(wv)} | ${t.padEnd(wt)} | ${m.padEnd(4)} |`;
  console.log(line('figure', 'value', 'target', 'met'));
  console.log(`|${'-'.repeat(wf + 2)}|${'-'.repeat(wv + 2)}|${'-'.repeat(wt + 2)}|------|`);
  for (const r of rows) console.log(line(r.figure, r.value, r.target, r.met === undefined ? '' : r.met ? 'yes' : 'NO'));
}
