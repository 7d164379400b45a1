/**
 * npm run load — 50 concurrent connections for 30 s on a guest's invitation, on local content
 * and then in front of the stand-in backend; requests per second, latencies, errors and the
 * server's memory after a 10 s warm-up at the same load and after the run. The server runs with
 * a 512 MB heap (--heap-mb N): a leak then shows as growth, errors or a crash. Options: --seconds N, --connections N,
 * --port N (the two servers use N and N+1; default 3410), --no-build.
 */
import { GUESTS } from '../../tests/support/demo-guests';
import { requestsPerSecond } from './measures';
import { rowsTable, type Row } from './report';
import { buildSite, startStack } from '../../tests/support/stack';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const seconds = option('seconds', 30);
const connections = option('connections', 50);
const DIST = '.next-bench';
const HEAP_MB = option('heap-mb', 512);

async function run(label: string, latencyMs: number | null, port: number): Promise<Row[]> {
  // A heap limit like a serverless instance's (1 GB of memory): without one, V8 on a big machine
  // keeps growing the heap instead of collecting, and memory growth says nothing about leaks.
  const stack = await startStack({
    port,
    latencyMs,
    distDir: DIST,
    build: false,
    env: { NODE_OPTIONS: `--max-old-space-size=${HEAP_MB} --expose-gc`, MEMORY_PROBE: '1' },
  });
  /** The heap the server still holds once settled: collected, a tick, collected again (lib/invitation/server-start.ts answers SIGUSR2). */
  const heapAfterGc = async (): Promise<number> => {
    const seen = stack.output().length;
    stack.server.kill('SIGUSR2');
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const line = /memory-probe (\{.*\})/.exec(stack.output().slice(seen))?.[1];
      if (line) return (JSON.parse(line) as { heapUsed: number }).heapUsed;
    }
    throw new Error('the server did not answer the memory probe');
  };
  try {
    const url = `${stack.baseUrl}/invite/${GUESTS.margaret.id}`;
    // Warm-up at full load: caches filled, code compiled and the heap grown to its working size,
    // so the comparison below shows growth per request (a leak), not the first burst.
    await requestsPerSecond(url, connections, 10);
    await new Promise((r) => setTimeout(r, 2000));
    const before = stack.memory();
    const heapBefore = await heapAfterGc();
    const result = await requestsPerSecond(url, connections, seconds);
    // Longer than the backend time limit: the last requests' timers have let go of them.
    await new Promise((r) => setTimeout(r, 5000));
    const after = stack.memory();
    const heapAfter = await heapAfterGc();
    const growth = (heapAfter - heapBefore) / heapBefore;
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
    return [
      { figure: `${label}: requests/s (${connections} conn, ${seconds} s)`, value: `${result.rps.toFixed(1)} (${result.requests} requests)`, target: '' },
      { figure: `${label}: latency p50 / p99`, value: `${result.p50Ms} / ${result.p99Ms} ms`, target: '' },
      { figure: `${label}: errors`, value: String(result.errors), target: '0', met: result.errors === 0 },
      {
        figure: `${label}: settled heap, before → after`,
        value: `${mb(heapBefore)} → ${mb(heapAfter)} (${(growth * 100).toFixed(1)}%)`,
        target: '≤ +20%',
        met: growth <= 0.2,
      },
      { figure: `${label}: resident memory before → after`, value: `${mb(before)} → ${mb(after)}`, target: '' },
    ];
  } finally {
    await stack.stop();
  }
}

async function main() {
  if (!args.includes('--no-build')) buildSite(DIST);
  const port = option('port', 3410);
  const rows = [...(await run('local content', null, port)), ...(await run('stand-in backend (80 ms)', 80, port + 1))];
  console.log(rowsTable(rows));
  if (rows.some((r) => r.met === false)) process.exitCode = 1;
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
