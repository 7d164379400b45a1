/**
 * npm run bench:first-load — a guest's first load on a slow phone, beside a bare Next page and the previous tree
 * (docs/performance.md, "A first load on a slow phone"). Builds this tree and `--was REV` (a worktree of that commit,
 * its node_modules linked from this one, its own Next patch put back) on the demo content, starts each with
 * `next start` as `npm start` does, and runs Lighthouse mobile with DevTools throttling on the bare page, the previous
 * invitation and this one (and this no-access page), `--rounds` times interleaved; medians. Then one profiled run of
 * each, for where its main thread went, and each invitation's HTML: its size, compressed, its RSC payload.
 * Options: --was REV (default HEAD~1), --rounds N (default 5), --port N (N, N+1, N+2), --no-build, --write.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { lighthouseInterleaved, lighthouseOnce, type LighthouseFigures } from './lighthouse';
import { startReference } from './reference';
import { replaceBetweenMarkers, rowsTable, type Row } from './report';
import { pagesTable, targetRows } from './compare';
import { waitFor, waitForHeroCut } from '../../tests/support/stack';
import { GUESTS } from '../../tests/support/demo-guests';
import { pagePayload } from './page-payload';
import { ensurePortFree } from './free-port';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => (args.includes(`--${name}`) ? (args[args.indexOf(`--${name}`) + 1] ?? fallback) : fallback);
const rounds = Math.max(1, Number(option('rounds', '5')));
const port = Number(option('port', '3600'));
const was = execFileSync('git', ['rev-parse', '--short', option('was', 'HEAD~1')], { encoding: 'utf8' }).trim();
const build = !flag('no-build');
const DIST = '.next-first-load';
const SITE_ENV = { SUPABASE_URL: '', SUPABASE_ANON_KEY: '', CONTENT_DIR: 'content/demo', NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1', MALLOC_ARENA_MAX: '2' };
const guest = GUESTS.margaret;
const PREVIEW_BYTES = 32 * 1024;

const run = (cmd: string, argv: string[], cwd: string, env: Record<string, string> = {}) =>
  execFileSync(cmd, argv, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });

/** A worktree of the previous tree beside this one, with this checkout's packages and that tree's own patch to Next. */
function previousTree(): string {
  const dir = path.join(os.tmpdir(), `bench-first-load-${was}`);
  if (existsSync(path.join(dir, 'node_modules'))) return dir;
  run('git', ['worktree', 'add', '--detach', '--force', dir, was], process.cwd());
  // Hard links, not a symlink (Turbopack refuses one); Next copied, since the patches differ between the trees.
  run('cp', ['-al', 'node_modules', path.join(dir, 'node_modules')], process.cwd());
  run('rm', ['-rf', path.join(dir, 'node_modules/next')], process.cwd());
  run('cp', ['-a', 'node_modules/next', path.join(dir, 'node_modules/next')], process.cwd());
  const patch = (tree: string) => readdirSync(path.join(tree, 'patches')).filter((f) => f.startsWith('next+')).map((f) => path.join(tree, 'patches', f));
  for (const p of patch(process.cwd())) run('patch', ['-p1', '-R', '-s', '-i', p], dir);
  for (const p of patch(dir)) run('patch', ['-p1', '-s', '-i', p], dir);
  return dir;
}

function buildTree(dir: string) {
  console.log(`Building ${dir} on the demo content …`);
  run('npm', ['run', 'build', '--silent'], dir, SITE_ENV);
}

async function startTree(dir: string, at: number): Promise<{ url: string; server: ChildProcess }> {
  await ensurePortFree(at);
  const server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(at), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...process.env, ...SITE_ENV, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let printed = '';
  server.stderr!.on('data', (c: Buffer) => (printed += c.toString()));
  const url = `http://127.0.0.1:${at}/invite/${guest.id}`;
  await waitFor(url, 120_000, () => (server.exitCode !== null ? `${dir}: next start exited (${server.exitCode}):\n${printed.slice(-2000)}` : null));
  await waitForHeroCut(url);
  return { url, server };
}

async function htmlRows(name: string, url: string): Promise<Row[]> {
  const html = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
  const payload = pagePayload(html);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const preview = Buffer.byteLength(html.slice(0, html.indexOf('</head>')));
  return [
    { figure: `${name}: HTML (gzip)`, value: `${kb(Buffer.byteLength(html))} (${kb(gzipSync(html).byteLength)})`, target: '≤ 60 KB (≤ 15 KB)', met: Buffer.byteLength(html) <= 60 * 1024 && gzipSync(html).byteLength <= 15 * 1024 },
    { figure: `${name}: of which RSC payload, inline CSS, markup`, value: `${kb(payload.scriptBytes)}, ${kb(payload.styleBytes)}, ${kb(payload.markupBytes)}`, target: '' },
    { figure: `${name}: @font-face in the payload`, value: String(payload.fontFaces), target: '0', met: payload.fontFaces === 0 },
    { figure: `${name}: <head> ends at`, value: `${kb(preview)}`, target: `≤ ${kb(PREVIEW_BYTES)}`, met: preview <= PREVIEW_BYTES },
  ];
}

function costsText(name: string, f: LighthouseFigures): string {
  const c = f.costs;
  if (!c) return '';
  const list = (items: { name: string; ms: number }[], n: number) => items.slice(0, n).map((i) => `${i.name} ${i.ms} ms`).join('; ');
  return [
    `**${name}** (TBT ${Math.round(f.tbtMs)} ms): long tasks ${c.longTasks.map((t) => `${t.ms} ms (${t.name || '?'})`).slice(0, 6).join(', ')}`,
    `- by kind: ${list(c.byGroup, 6)}`,
    `- by script: ${c.byScript.slice(0, 5).map((s) => `${s.name} ${s.ms} ms`).join('; ')}`,
    `- by trace event (self): ${list(c.events, 8)}`,
    `- JavaScript (self, sampled): ${list(c.functions, 8)}`,
  ].join('\n');
}

async function main() {
  const before = previousTree();
  if (build) {
    buildTree(process.cwd());
    buildTree(before);
  }
  const servers: ChildProcess[] = [];
  const reference = await startReference(port + 2, build);
  try {
    const now = await startTree(process.cwd(), port);
    servers.push(now.server);
    const then = await startTree(before, port + 1);
    servers.push(then.server);
    const pages = { 'bare Next page': reference.url, [`invitation, ${was}`]: then.url, 'invitation, now': now.url, 'no-access page, now': `http://127.0.0.1:${port}/` };
    const rows: Row[] = [...(await htmlRows(`invitation, ${was}`, then.url)), ...(await htmlRows('invitation, now', now.url))];
    console.log(`Lighthouse mobile, DevTools throttling, ${rounds} interleaved rounds …`);
    const observed = await lighthouseInterleaved(pages, rounds, 'devtools');
    const fig = (n: string) => observed[n] as LighthouseFigures;
    const bare = fig('bare Next page');
    const table = pagesTable(observed);
    rows.push(...targetRows(bare, { 'invitation, now': fig('invitation, now'), 'no-access page, now': fig('no-access page, now') }));
    const ours = fig('invitation, now');
    rows.push({ figure: 'invitation, now: TBT', value: `${Math.round(ours.tbtMs)} ms (${(ours.tbtMs / fig(`invitation, ${was}`).tbtMs).toFixed(2)} × ${was}'s)`, target: `≤ ${Math.round(bare.tbtMs + 150)} ms`, met: ours.tbtMs <= bare.tbtMs + 150 });
    console.log('One profiled run of each page …');
    const profiles: string[] = [];
    for (const [name, url] of Object.entries(pages).slice(0, 3)) profiles.push(costsText(name, await lighthouseOnce(url, 'devtools', { LH_PROFILE: '1' })));
    const report = [
      `\`npm run bench:first-load -- ${args.join(' ')}\` on ${new Date().toISOString().slice(0, 10)}: demo guest ${guest.name}, \`next start\` on local content; Lighthouse mobile, DevTools throttling (slow 4G, 4× CPU), medians of ${rounds} interleaved rounds.`,
      table,
      rowsTable(rows),
      `Where each page's main thread went (one profiled run each, 4× CPU; sampling adds a little to every figure):\n\n${profiles.join('\n\n')}`,
    ].join('\n\n');
    console.log(`\n${report}`);
    if (flag('write')) writeFileSync('docs/performance.md', replaceBetweenMarkers(readFileSync('docs/performance.md', 'utf8'), report, 'first-load'));
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/first-load.json', `${JSON.stringify({ date: new Date().toISOString(), was, rounds, observed, rows }, null, 2)}\n`);
  } finally {
    for (const s of servers) s.kill('SIGTERM');
    reference.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
