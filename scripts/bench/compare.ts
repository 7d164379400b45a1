import type { LighthouseFigures } from './lighthouse';
import type { Row } from './report';

/** The targets, on observed timings, against the bare page measured in the same run (docs/performance.md). */
export const TARGET = { scorePoints: 2, lcpMs: 150, cls: 0.01, invitationSpeedIndexMs: 1500 } as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** The side-by-side Markdown table: one line per page, medians of the interleaved rounds. */
export function pagesTable(pages: Record<string, LighthouseFigures>): string {
  return [
    '| page | performance | FCP | LCP (element) | Speed Index | TBT | CLS | accessibility | bytes | fonts |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...Object.entries(pages).map(([name, f]) => {
      const element = f.lcpElement ? ` (${f.lcpElement})` : '';
      return `| ${name} | ${f.performance} | ${seconds(f.fcpMs)} | ${seconds(f.lcpMs)}${element} | ${seconds(f.siMs)} | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${f.accessibility} | ${kb(f.bytes)} | ${f.fonts.length} |`;
    }),
  ].join('\n');
}

/**
 * Each page's targets on observed timings: score within 2 points and LCP within 150 ms of the bare
 * page, CLS at most 0.01, accessibility 100; the invitation's Speed Index within 1.5 s.
 */
export function targetRows(bare: LighthouseFigures, pages: Record<string, LighthouseFigures>): Row[] {
  return Object.entries(pages).flatMap(([name, f]) => [
    {
      figure: `${name}: performance`,
      value: `${f.performance} (bare ${bare.performance})`,
      target: `≥ ${bare.performance - TARGET.scorePoints}`,
      met: f.performance >= bare.performance - TARGET.scorePoints,
    },
    {
      figure: `${name}: LCP`,
      value: `${Math.round(f.lcpMs)} ms (bare ${Math.round(bare.lcpMs)} ms, +${Math.round(f.lcpMs - bare.lcpMs)})`,
      target: `≤ ${Math.round(bare.lcpMs + TARGET.lcpMs)} ms`,
      met: f.lcpMs <= bare.lcpMs + TARGET.lcpMs,
    },
    { figure: `${name}: CLS`, value: f.cls.toFixed(3), target: `≤ ${TARGET.cls}`, met: f.cls <= TARGET.cls },
    ...(name.startsWith('invitation')
      ? [{ figure: `${name}: Speed Index`, value: seconds(f.siMs), target: `≤ ${seconds(TARGET.invitationSpeedIndexMs)}`, met: f.siMs <= TARGET.invitationSpeedIndexMs }]
      : []),
    {
      figure: `${name}: accessibility`,
      value: `${f.accessibility}${f.failedAccessibility.length ? ` (failing: ${f.failedAccessibility.join(', ')})` : ''}`,
      target: '100',
      met: f.accessibility === 100,
    },
  ]);
}
