import type { LighthouseFigures } from './lighthouse';
import type { Row } from './report';

/** The issue's targets against the bare page measured in the same run. */
export const TARGET = { scorePoints: 2, lcpMs: 600 } as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** The side-by-side table: one line per page, medians of the interleaved rounds. */
export function printPages(pages: Record<string, LighthouseFigures>): void {
  console.log('| page | performance | FCP | LCP (element) | TBT | CLS | accessibility | bytes | fonts |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [name, f] of Object.entries(pages)) {
    const element = f.lcpElement ? ` (${f.lcpElement})` : '';
    console.log(
      `| ${name} | ${f.performance} | ${seconds(f.fcpMs)} | ${seconds(f.lcpMs)}${element} | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${f.accessibility} | ${kb(f.bytes)} | ${f.fonts.length} |`,
    );
  }
}

/** Each page's targets: score within 2 points and LCP within 600 ms of the bare page; CLS 0; accessibility 100. */
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
    { figure: `${name}: CLS`, value: f.cls.toFixed(3), target: '0', met: f.cls === 0 },
    {
      figure: `${name}: accessibility`,
      value: `${f.accessibility}${f.failedAccessibility.length ? ` (failing: ${f.failedAccessibility.join(', ')})` : ''}`,
      target: '100',
      met: f.accessibility === 100,
    },
  ]);
}
