/**
 * npm run bench:cold-start — a fresh standalone server's first invitation beside a bare Next page's (docs/performance.md, "Cold start").
 * Two ways: the standalone servers, a discarded warm-up round first (this bench's own); and spawn → first complete
 * 200 of `next start` (what `npm start` runs) for both, every round kept (issue 46's). Beside each wall time, the CPU
 * the server spent until then (less moved by the shared machine's load).
 * Options: --rounds N (default 5), --no-build (reuse the last builds), --no-docs (leave docs/performance.md as it is).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bareApp } from './bare-app';
import { median } from './timing';
import { replaceBetweenMarkers } from './report';
import { buildSite } from '../../tests/support/stack';
import { releasePort, reservePort } from '../../tests/support/ports';
import { treeCpuMs } from '../../tests/support/process-usage';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const rounds = Math.max(1, Number(args[args.indexOf('--rounds') + 1]) || 5);
const build = !flag('no-build');
const DIST = '.next-cold-start';
const DOCS = 'docs/performance.md';
const SITE_ENV = { SUPABASE_URL: '', SUPABASE_ANON_KEY: '', CONTENT_DIR: 'content/demo' };
const [guest] = JSON.parse(readFileSync('content/demo/guests.json', 'utf8')) as [{ id: string; name: string }];

const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');

interface Server {
  name: string;
  serverJs: string;
  /** `next start` in this folder instead of the standalone server.js. */
  nextStart?: string;
  env: Record<string, string>;
  path: string;
  /** Text that shows the answer is the right page. */
  mark: string;
}

/** Spawns the server, asks for the page until it answers, and times its whole body (wall and the server's CPU); then stops the server. */
async function coldStart(server: Server): Promise<{ ms: number; cpu: number }> {
  const port = reservePort();
  let printed = '';
  const start = performance.now();
  const env: NodeJS.ProcessEnv = { ...process.env, ...server.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), HOSTNAME: '127.0.0.1' };
  const child = server.nextStart
    ? spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: server.nextStart, env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, [server.serverJs], { cwd: path.dirname(server.serverJs), env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (c: Buffer) => (printed += c.toString()));
  child.stderr.on('data', (c: Buffer) => (printed += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    while (performance.now() - start < 60_000) {
      if (child.exitCode !== null) break;
      let response: Response;
      try {
        response = await fetch(`http://127.0.0.1:${port}${server.path}`);
      } catch {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      const body = await response.text();
      const ms = performance.now() - start;
      const cpu = treeCpuMs(child.pid!);
      if (response.status !== 200 || !body.includes(server.mark) || !body.trimEnd().endsWith('</html>')) {
        throw new Error(`${server.name}: ${response.status}, not the complete page:\n${body.slice(0, 500)}`);
      }
      return { ms, cpu };
    }
    throw new Error(`${server.name} did not answer within 60 s:\n${printed.slice(-2000)}`);
  } finally {
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
    releasePort(port);
  }
}

async function main() {
  if (build) buildSite(DIST, { ...SITE_ENV, NEXT_OUTPUT: 'standalone' });
  const dynamicBare = bareApp('dynamic', true, build);
  const staticBare = bareApp('static', false, build);
  const servers: Server[] = [
    { name: 'invitation', serverJs: path.resolve(DIST, 'standalone', 'server.js'), env: SITE_ENV, path: `/invite/${guest.id}`, mark: guest.name },
    { name: 'bare page, rendered per request', serverJs: dynamicBare.serverJs, env: {}, path: '/', mark: 'A bare Next.js page' },
    { name: 'bare page, prerendered', serverJs: staticBare.serverJs, env: {}, path: '/', mark: 'A bare Next.js page' },
  ];
  // Issue 46's way: `next start` of the same builds, spawn → first complete 200, every round kept.
  const started: Server[] = [
    { ...servers[0]!, name: 'invitation (next start)', nextStart: process.cwd(), env: { ...SITE_ENV, NEXT_DIST_DIR: DIST } },
    { ...servers[1]!, name: 'bare page, rendered per request (next start)', nextStart: dynamicBare.dir },
  ];
  const all = [...servers, ...started];
  const times = new Map<string, number[]>(all.map((s) => [s.name, []]));
  const cpu = new Map<string, number[]>(all.map((s) => [s.name, []]));
  for (let round = 0; round <= rounds; round++) {
    // Each round in another order, so a busy moment of the machine falls on no server alone.
    for (let i = 0; i < servers.length; i++) {
      const server = servers[(i + round) % servers.length]!;
      const { ms, cpu: used } = await coldStart(server);
      if (round > 0) times.get(server.name)!.push(ms);
      if (round > 0) cpu.get(server.name)!.push(used);
      console.log(`${round === 0 ? 'warm-up' : `round ${round}`}: ${server.name} ${ms.toFixed(0)} ms (CPU ${used} ms)`);
    }
    if (round === 0) continue;
    for (let i = 0; i < started.length; i++) {
      const server = started[(i + round) % started.length]!;
      const { ms, cpu: used } = await coldStart(server);
      times.get(server.name)!.push(ms);
      cpu.get(server.name)!.push(used);
      console.log(`round ${round}: ${server.name} ${ms.toFixed(0)} ms (CPU ${used} ms)`);
    }
  }
  const medianOf = (name: string) => median(times.get(name)!);
  const cpuOf = (name: string) => median(cpu.get(name)!);
  const [site = NaN, dynamic = NaN, prerendered = NaN] = servers.map((s) => medianOf(s.name));
  const [siteStarted = NaN, dynamicStarted = NaN] = started.map((s) => medianOf(s.name));
  const lines = all.map((s) => `| ${s.name} | ${medianOf(s.name).toFixed(0)} ms | ${cpuOf(s.name).toFixed(0)} ms | ${times.get(s.name)!.map((t) => t.toFixed(0)).join(', ')} |`);
  const report = [
    `\`npm run bench:cold-start${args.length ? ` -- ${args.join(' ')}` : ''}\` on ${new Date().toISOString().slice(0, 10)}: spawn to the last byte of the first 200, medians of ${rounds} interleaved rounds; the standalone servers after a discarded warm-up round, \`next start\` with none; CPU: the server's own, until then.`,
    '',
    '| server | median | CPU | rounds |',
    '|---|---|---|---|',
    ...lines,
    '',
    `Standalone: invitation ÷ bare page rendered per request **×${(site / dynamic).toFixed(2)}** (target ×1.5; CPU ×${(cpuOf(servers[0]!.name) / cpuOf(servers[1]!.name)).toFixed(2)}); ÷ the prerendered bare page: ×${(site / prerendered).toFixed(2)}.`,
    `\`next start\`, spawn → first complete 200: invitation ÷ bare page **×${(siteStarted / dynamicStarted).toFixed(2)}** (target ×1.5; CPU ×${(cpuOf(started[0]!.name) / cpuOf(started[1]!.name)).toFixed(2)}).`,
  ].join('\n');
  console.log(`\n${report}`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/cold-start.json', `${JSON.stringify({ date: new Date().toISOString(), rounds, times: Object.fromEntries(times), cpu: Object.fromEntries(cpu) }, null, 2)}\n`);
  // The figure in the docs is always this last run's, never a history of runs.
  if (!flag('no-docs')) writeFileSync(DOCS, replaceBetweenMarkers(readFileSync(DOCS, 'utf8'), report, 'cold-start'));
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
