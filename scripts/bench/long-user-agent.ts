/**
 * npm run bench:user-agent — how long robots.txt takes alone, and behind four open beacons whose user
 * agent is 8 KB (Next's bot pattern is quadratic in it; the proxy answers 431 first): 7 interleaved rounds,
 * medians. Options: --no-build, --agent-kb N.
 */
import { performance } from 'node:perf_hooks';
import { median } from './timing';
import { rowsTable } from './report';
import { buildSite, startStack } from '../../tests/support/stack';

const args = process.argv.slice(2);
const kb = Number(args[args.indexOf('--agent-kb') + 1]) || 8;
const DIST = '.next-bench';
const LONG = `Mozilla/5.0 (X11; Linux x86_64) ${'AppleWebKit-Chrome-Safari-'.repeat(Math.ceil((kb * 1024) / 26))}`.slice(0, kb * 1024);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function timed(url: string): Promise<number> {
  const start = performance.now();
  await (await fetch(url, { headers: { 'user-agent': BROWSER } })).arrayBuffer();
  return performance.now() - start;
}

async function main() {
  if (!args.includes('--no-build')) buildSite(DIST);
  const stack = await startStack({ latencyMs: null, distDir: DIST, build: false });
  try {
    const robots = `${stack.baseUrl}/robots.txt`;
    const beacon = () => fetch(`${stack.baseUrl}/api/opened`, { method: 'POST', body: '{}', headers: { 'user-agent': LONG, 'sec-fetch-site': 'same-origin' } }).then((r) => r.status);
    await timed(robots);
    const alone: number[] = [];
    const behind: number[] = [];
    const statuses = new Set<number>();
    for (let round = 0; round < 7; round++) {
      alone.push(await timed(robots));
      const beacons = [beacon(), beacon(), beacon(), beacon()];
      behind.push(await timed(robots));
      for (const s of await Promise.all(beacons)) statuses.add(s);
    }
    const difference = median(behind) - median(alone);
    console.log(
      rowsTable([
        { figure: 'robots.txt alone (median of 7)', value: `${median(alone).toFixed(0)} ms`, target: '' },
        { figure: `robots.txt behind 4 beacons with a ${kb} KB user agent`, value: `${median(behind).toFixed(0)} ms`, target: '' },
        { figure: 'difference', value: `${difference.toFixed(0)} ms`, target: '≤ 250 ms', met: difference <= 250 },
        { figure: 'the beacons were answered', value: [...statuses].join(', '), target: '431' },
      ]),
    );
  } finally {
    await stack.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
