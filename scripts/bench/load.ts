/**
 * npm run load — 50 concurrent connections for 30 s on a guest's invitation, on local content
 * and then in front of the stand-in backend; requests per second, latencies, errors and the
 * server's memory before and after. Options: --seconds N, --connections N, --no-build.
 */
import { GUESTS } from '../../e2e/support/demo';
import { requestsPerSecond } from './measures';
import { printTable, type Row } from './report';
import { buildSite, startStack } from './stack';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const seconds = option('seconds', 30);
const connections = option('connections', 50);
const DIST = '.next-bench';

async function run(label: string, latencyMs: number | null, port: number): Promise<Row[]> {
  const stack = await startStack({ port, latencyMs, distDir: DIST, build: false });
  try {
    const url = `${stack.baseUrl}/invite/${GUESTS.margaret.id}`;
    await requestsPerSecond(url, 5, 3); // warm-up: caches filled, code paths compiled
    if (global.gc) global.gc();
    const before = stack.memory();
    const result = await requestsPerSecond(url, connections, seconds);
    await new Promise((r) => setTimeout(r, 2000));
    const after = stack.memory();
    const growth = (after - before) / before;
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
    return [
      { figure: `${label}: requests/s (${connections} conn, ${seconds} s)`, value: `${result.rps.toFixed(1)} (${result.requests} requests)`, target: '' },
      { figure: `${label}: latency p50 / p99`, value: `${result.p50Ms} / ${result.p99Ms} ms`, target: '' },
      { figure: `${label}: errors`, value: String(result.errors), target: '0', met: result.errors === 0 },
      {
        figure: `${label}: server memory before → after`,
        value: `${mb(before)} → ${mb(after)} (${(growth * 100).toFixed(1)}%)`,
        target: '≤ +20%',
        met: growth <= 0.2,
      },
    ];
  } finally {
    await stack.stop();
  }
}

async function main() {
  if (!args.includes('--no-build')) buildSite(DIST);
  const rows = [...(await run('local content', null, 3410)), ...(await run('stand-in backend (80 ms)', 80, 3411))];
  printTable(rows);
  if (rows.some((r) => r.met === false)) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
