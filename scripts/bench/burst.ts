/**
 * npm run bench:burst — the couple sends all 300 links at once (docs/performance.md, "The burst"): a messaging app's
 * crawler previews every link (the page, then its sharing image) and every guest opens theirs on a phone (the page,
 * then what a first open asks our server for), arriving over a minute with 20 requests in flight at most, on one
 * production server (`next start`) in front of the stand-in at 50 ms a call, with a wedding of 300 guests. Prints
 * latencies, errors and the server's resident memory (the process tree's VmRSS) idle after start, after one warm
 * first open and after the burst, beside a bare Next page's (scripts/bench/bare-app.ts, started the same way and
 * asked for 600 times on the same arrivals).
 * Options: --rounds N (fresh servers, interleaved with the bare page; default 3), --port N (the site; the stand-in
 * uses N+2; default 3470), --concurrency N (default 20), --dist DIR (default .next-burst), --no-build (reuse the
 * build and the bare page's), --standalone (the build's standalone server: pages only, it serves no static files),
 * --transforms (a Supabase plan with image transformation; by default the free plan: our optimiser resizes),
 * --heap-mb N (V8's old generation, default 256: what it picks on a 512 MB machine; 0: its own choice here), --env NAME=VALUE
 * (more environment for the measured server), --probe (after the figures, the server's heap once collected: MEMORY_PROBE), --pages-only
 * (a first open asks for the page alone, as with its static files on a CDN), --flood (no minute: each of the 20 asks again as soon as it
 * has its answer, the most the server can take), --write (put the figures in docs/performance.md).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { spokenLanguages } from '../../lib/i18n/catalogues';
import { copyPortoWedding } from '../../tests/support/porto-wedding';
import { treeCpuMs, treeRss } from '../../tests/support/process-usage';
import { buildSite } from '../../tests/support/stack';
import { startStandIn } from '../../tests/stand-in/server';
import { bareApp } from './bare-app';
import { replaceBetweenMarkers, rowsTable, type Row } from './report';
import { median, percentile } from './timing';
import { ensurePortFree } from './free-port';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const rounds = Math.max(1, Number(option('rounds', '3')));
const port = Number(option('port', '3470'));
const concurrency = Math.max(1, Number(option('concurrency', '20')));
const distDir = option('dist', '.next-burst');
const build = !flag('no-build');
const standalone = flag('standalone');
const probe = flag('probe');
/** The issue's own measure (its "600 distinct opens"): a guest's open asks for the page only, its static files served by a CDN. */
const pagesOnly = flag('pages-only');
/** No minute: each client asks again as soon as it is answered (docs/decisions.md, "The burst's minute"). */
const flood = flag('flood');
const MINUTE_MS = 60_000;
/**
 * The old generation V8 gives itself on a 512 MB machine (a quarter of the memory, doubled on 64 bits without pointer
 * compression, at least 256 MB): on this bench's bigger machine V8 would let garbage pile up far longer.
 */
const heapMb = Number(option('heap-mb', '256'));
/** The environment `npm start` sets (its script's NAME=value words), so the server runs as a host starts it. */
const startEnv: Record<string, string> = Object.fromEntries(
  [...(JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start.matchAll(/(?:^|\s)([A-Z_]+)=(\S*)/g)].map((m) => [m[1]!, m[2]!]),
);
/** --env NAME=VALUE (repeatable): more environment for the measured server, to try a setting. */
const serverEnv: Record<string, string> = Object.fromEntries(
  args.flatMap((a, i) => (a === '--env' && args[i + 1]?.includes('=') ? [[args[i + 1]!.slice(0, args[i + 1]!.indexOf('=')), args[i + 1]!.slice(args[i + 1]!.indexOf('=') + 1)]] : [])),
);
const GUESTS = 300;
const LATENCY_MS = 50;
const DOCS = 'docs/performance.md';
const NEXT_BIN = path.resolve('node_modules/next/dist/bin/next');
const WHATSAPP = 'WhatsApp/2.23.20.0 A';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MB = 1024 * 1024;

const FIRST = ['Rosa', 'Jonas', 'Lucía', 'Kenji', 'Ana', 'Marta', 'Pedro', 'Zofia', 'Khoa', 'Layla', 'Francesca', 'Amélie'];
const LAST = ['Martins', 'Becker', 'Fernández', 'Watanabe', 'Silva', 'Nowak', 'Nguyen', 'Haddad', 'Rossi', 'Dubois', 'Costa', 'Müller', 'Ferreira', 'Lopes', 'Santos', 'Kowalski', 'Pereira', 'Sousa', 'Moreau', 'Weber', 'Tran', 'Ribeiro', 'Almeida', 'Carvalho', 'Gomes'];
const PARTS = [[], ['ceremony'], ['party'], ['ceremony', 'dinner'], ['dinner', 'party']];
const idOf = (i: number) => `b0257000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** Three hundred guests with names, languages and parts of the day as a real list has them (as bench:desk's). */
function manyGuests() {
  const languages = spokenLanguages();
  return Array.from({ length: GUESTS }, (_, i) => ({
    id: idOf(i),
    name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i >= FIRST.length * LAST.length ? ` ${i}` : ''}`,
    personal_message: i % 4 === 0 ? 'Can’t wait to see you in Porto!' : null,
    photo_dir: null,
    language: languages[i % languages.length],
    invited_to: PARTS[i % PARTS.length],
  }));
}

interface Answer {
  status: number;
  ms: number;
  bytes: number;
  body: string;
}

/** One request, read to its last byte; the body kept as text only when asked. */
function get(url: string, userAgent: string, keepBody = false, ask?: { method: string; body: string | null; type: string | null }): Promise<Answer> {
  return new Promise((resolve) => {
    const start = performance.now();
    const headers: Record<string, string> = { 'user-agent': userAgent, 'accept-encoding': 'gzip, br', accept: '*/*' };
    if (ask?.type) headers['content-type'] = ask.type;
    if (ask?.body !== null && ask?.body !== undefined) headers['content-length'] = String(Buffer.byteLength(ask.body));
    const req = request(url, { method: ask?.method ?? 'GET', headers }, (res) => {
      // Followed, as a browser does: a photo link the recording's server signed is sent on to this one's own.
      if (res.statusCode === 307 && res.headers.location && (ask?.method ?? 'GET') === 'GET') {
        res.resume();
        void get(new URL(res.headers.location, url).href, userAgent, keepBody).then((next) => resolve({ ...next, ms: performance.now() - start }));
        return;
      }
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.byteLength;
        if (keepBody) chunks.push(c);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - start, bytes, body: keepBody ? Buffer.concat(chunks).toString('utf8') : '' }));
      res.on('error', () => resolve({ status: 0, ms: performance.now() - start, bytes, body: '' }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - start, bytes: 0, body: '' }));
    req.end(ask?.body ?? undefined);
  });
}

const ok = (status: number) => status >= 200 && status < 300;

/** Asks for what a first open asks for after the page, one request after another on one connection's turn. */
async function askAll(site: string, asks: Ask[], id: string, into: number[], errors: string[]) {
  for (const ask of asks) {
    const at = ask.path.split('{id}').join(id);
    const answer = await get(`${site}${at}`, PHONE, false, { ...ask, body: ask.body === null ? null : ask.body.split('{id}').join(id) });
    into.push(answer.ms);
    if (!ok(answer.status)) errors.push(`${ask.method} ${at.slice(0, 80)}: ${answer.status}`);
  }
}

/** HTML wanted uncompressed, to read the sharing image's address from it. */
function getHtml(url: string, userAgent: string): Promise<Answer> {
  return new Promise((resolve) => {
    const start = performance.now();
    const req = request(url, { headers: { 'user-agent': userAgent, 'accept-encoding': 'identity', accept: 'text/html' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - start, bytes: Buffer.byteLength(body), body }));
      res.on('error', () => resolve({ status: 0, ms: performance.now() - start, bytes: 0, body }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - start, bytes: 0, body: '' }));
    req.end();
  });
}

/** A request a first open makes after the page, with `{id}` for the guest's id. */
interface Ask {
  method: string;
  path: string;
  body: string | null;
  type: string | null;
}

/**
 * What a phone's first open asks our server for, besides the page: recorded in Chromium at 390 px (2×), no
 * scrolling, once for a guest of each language (the script faces differ), with the guest's id as `{id}` so it can
 * be asked for on every guest's behalf. Same-origin requests only.
 */
async function firstOpenRequests(site: string, guestIds: string[]): Promise<Ask[][]> {
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const browser = await chromium.launch().catch(() => chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] }));
  try {
    const lists: Ask[][] = [];
    for (const guestId of guestIds) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, userAgent: PHONE, serviceWorkers: 'block' });
      const page = await context.newPage();
      const seen = new Map<string, Ask>();
      const named = (text: string) => text.split(guestId).join('{id}');
      page.on('request', (r) => {
        if (!r.url().startsWith(site) || r.url() === `${site}/invite/${guestId}`) return;
        const ask = { method: r.method(), path: named(r.url().slice(site.length)), body: r.postData() === null ? null : named(r.postData()!), type: r.headers()['content-type'] ?? null };
        seen.set(`${ask.method} ${ask.path}`, ask);
      });
      await page.route((url) => !url.href.startsWith(site), (route) => route.abort());
      await page.goto(`${site}/invite/${guestId}`, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      lists.push([...seen.values()]);
      await context.close();
    }
    return lists;
  } finally {
    await browser.close();
  }
}

// Stopped with the bench, even when it is interrupted.
const live = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of live) child.kill('SIGKILL');
    process.exit(130);
  });
}

interface Server {
  child: ChildProcess;
  url: string;
  printed: () => string;
  stop(): Promise<void>;
}

/** Starts a production server as a host would and waits until it answers; `cwd` is the project it serves. */
async function startServer(cwd: string, serverJs: string | null, env: Record<string, string>, at: number, probe: string): Promise<Server> {
  await ensurePortFree(at);
  const child = serverJs
    ? spawn(process.execPath, [serverJs], { cwd: path.dirname(serverJs), env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(at), HOSTNAME: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(at), '-H', '127.0.0.1'], { cwd, env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(child);
  child.once('exit', () => live.delete(child));
  let printed = '';
  const keep = (c: Buffer) => (printed = (printed + c.toString()).slice(-100_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    }
  };
  const url = `http://127.0.0.1:${at}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${printed.slice(-2000)}`);
    if (Date.now() > until) {
      await stop();
      throw new Error(`the server did not answer within 60 s:\n${printed.slice(-2000)}`);
    }
    if (/\bReady in\b/.test(printed)) {
      const answer = await get(`${url}${probe}`, 'bench').catch(() => null);
      if (answer && answer.status > 0 && answer.status < 500) break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, url, printed: () => printed, stop };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server's memory once it has been left alone for a moment. */
async function settledRss(server: Server, ms = 3000): Promise<number> {
  await pause(ms);
  return treeRss(server.child.pid!);
}

/** Runs `count` visits in order, `concurrency` at a time at most, arriving evenly over the minute (all at once in a flood); each is told how long it waited for a place. */
async function arrivals(count: number, visit: (i: number, waited: number) => Promise<void>) {
  const spacing = flood ? 0 : MINUTE_MS / count;
  const start = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const due = start + i * spacing;
      if (performance.now() < due) await pause(due - performance.now());
      await visit(i, spacing > 0 ? Math.max(0, performance.now() - due) : 0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

interface Visit {
  kind: 'preview' | 'open';
  guest: number;
}

interface Timings {
  previewPage: number[];
  shareImage: number[];
  openPage: number[];
  openAll: number[];
  assets: number[];
  errors: string[];
  peakRss: number;
  seconds: number;
  cpu: number;
  /** The pages' size: previews' uncompressed, opens' on the wire. */
  htmlBytes: number[];
  wireBytes: number[];
  /** Each page's time by the tenth of the burst it arrived in: where in the burst the slow ones are. */
  pagesByTenth: number[][];
}

/** 300 previews and 300 first opens over a minute (or a flood), `concurrency` at a time at most: each preview just before its guest's open is likelier, as a crawler runs when the link is sent. */
async function burst(site: string, guests: number[], assets: Ask[][], guestId: (i: number) => string, pid: number): Promise<Timings> {
  const visits: Visit[] = [];
  for (const g of guests) visits.push({ kind: 'preview', guest: g });
  // Guests open their links while the previews are still being made: each guest a few places after their preview.
  const opens = guests.map((g) => ({ kind: 'open' as const, guest: g }));
  const queue: Visit[] = [];
  for (let i = 0; i < visits.length; i++) {
    queue.push(visits[i]!);
    if (i >= 5) queue.push(opens[i - 5]!);
  }
  queue.push(...opens.slice(Math.max(0, visits.length - 5)));
  const t: Timings = { previewPage: [], shareImage: [], openPage: [], openAll: [], assets: [], errors: [], peakRss: 0, seconds: 0, cpu: 0, htmlBytes: [], wireBytes: [], pagesByTenth: Array.from({ length: 10 }, () => []) };
  const cpuBefore = treeCpuMs(pid);
  const sampler = setInterval(() => (t.peakRss = Math.max(t.peakRss, treeRss(pid))), 250);
  const start = performance.now();
  const pageTime = (into: number[], i: number, ms: number) => {
    into.push(ms);
    t.pagesByTenth[Math.floor((10 * i) / queue.length)]!.push(ms);
  };
  await arrivals(queue.length, async (i, waited) => {
    const visit = queue[i]!;
    const id = guestId(visit.guest);
    if (visit.kind === 'preview') {
      const page = await getHtml(`${site}/invite/${id}`, WHATSAPP);
      pageTime(t.previewPage, i, waited + page.ms);
      t.htmlBytes.push(page.bytes);
      if (page.status !== 200) t.errors.push(`preview ${id}: ${page.status}`);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1];
      const imagePath = image ? new URL(image.replaceAll('&amp;', '&')).pathname + new URL(image.replaceAll('&amp;', '&')).search : null;
      if (!imagePath) {
        t.errors.push(`preview ${id}: no og:image`);
        return;
      }
      const shared = await get(`${site}${imagePath}`, WHATSAPP);
      t.shareImage.push(shared.ms);
      if (shared.status !== 200) t.errors.push(`share image ${imagePath}: ${shared.status}`);
    } else {
      const began = performance.now() - waited;
      const page = await get(`${site}/invite/${id}`, PHONE);
      pageTime(t.openPage, i, waited + page.ms);
      t.wireBytes.push(page.bytes);
      if (page.status !== 200) t.errors.push(`open ${id}: ${page.status}`);
      // 20 at a time: a guest's browser would ask for several at once, but the burst is 20 requests in flight.
      if (!pagesOnly) await askAll(site, assets[visit.guest % assets.length]!, id, t.assets, t.errors);
      t.openAll.push(performance.now() - began);
    }
  });
  t.seconds = (performance.now() - start) / 1000;
  t.cpu = (treeCpuMs(pid) - cpuBefore) / 1000;
  clearInterval(sampler);
  t.peakRss = Math.max(t.peakRss, treeRss(pid));
  return t;
}

/** Seeds the fresh stand-in (asynchronously: it answers from this process's event loop). */
async function seedFresh(content: string, env: NodeJS.ProcessEnv) {
  await promisify(execFile)('npm', ['run', '--silent', 'db:seed', '--', '--content', content], { env, maxBuffer: 16 * MB });
}

const stats = (v: number[]) => `${Math.round(median(v))} / ${Math.round(percentile(v, 95))} / ${Math.round(Math.max(...v))} ms`;
const mb = (b: number) => `${Math.round(b / MB)} MB`;
const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;

interface Round {
  idle: number;
  warm: number;
  after: number;
  settled: number;
  peak: number;
  bareIdle: number;
  bareWarm: number;
  /** The bare page asked for 600 times on the same arrivals: what Next alone answers under this load. */
  barePages: number[];
  barePagesErrors: number;
  t: Timings;
  heap: string;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'wedding-burst-bench-'));
  const content = await copyPortoWedding(path.join(dir, 'porto'));
  const guests = manyGuests();
  await writeFile(path.join(content, 'guests.json'), `${JSON.stringify(guests, null, 1)}\n`);
  const transforms = flag('transforms');
  const standIn = await startStandIn({ port: port + 2, demo: false, imageTransforms: transforms, latencyMs: 0 });
  const site = `http://127.0.0.1:${port}`;
  const siteEnv: Record<string, string> = {
    SUPABASE_URL: standIn.url,
    SUPABASE_ANON_KEY: standIn.anonKey,
    SUPABASE_IMAGE_TRANSFORMS: transforms ? 'on' : 'off',
    SITE_URL: site,
    NEXT_DIST_DIR: distDir,
  };
  try {
    if (build) buildSite(distDir, { ...siteEnv, ...(standalone ? { NEXT_OUTPUT: 'standalone' } : {}) });
    const bare = bareApp(standalone ? 'burst-standalone' : 'burst', true, build);
    await seedFresh(content, { ...process.env, ...siteEnv, SUPABASE_SERVICE_ROLE_KEY: standIn.serviceKey, CONTENT_SNAPSHOT: path.join(dir, 'snapshot.json') });
    standIn.setLatency(LATENCY_MS);
    const serverJs = standalone ? path.resolve(distDir, 'standalone', 'server.js') : null;
    const nodeOptions = [process.env.NODE_OPTIONS, heapMb > 0 ? `--max-old-space-size=${heapMb}` : '', probe ? '--expose-gc' : '', serverEnv.NODE_OPTIONS].filter(Boolean).join(' ');
    const measuredEnv = { ...startEnv, ...siteEnv, ...(probe ? { MEMORY_PROBE: '1' } : {}), ...serverEnv, NODE_OPTIONS: nodeOptions };
    console.log(`The server's environment beyond the site's: ${JSON.stringify({ ...startEnv, ...serverEnv, NODE_OPTIONS: nodeOptions })}`);
    const start = () => startServer(process.cwd(), serverJs, measuredEnv, port, '/robots.txt');
    const startBare = () => startServer(bare.dir, standalone ? bare.serverJs : null, { ...startEnv, NODE_OPTIONS: nodeOptions }, port + 1, '/robots.txt');

    // What a first open asks for, recorded on a server of its own so the measured ones start cold.
    // Guest i speaks language i modulo their number (manyGuests): one recorded open per language.
    const languages = spokenLanguages();
    let assets: Ask[][] = [[]];
    if (!pagesOnly) {
      const server = await start();
      try {
        assets = await firstOpenRequests(site, languages.map((_, i) => guests[i]!.id));
      } finally {
        await server.stop();
      }
    }
    const asked = assets.map((a) => a.length);
    console.log(`A first open asks our server for the page and ${Math.min(...asked)}–${Math.max(...asked)} more (by language); the first guest's: ${assets[0]!.map((a) => `${a.method} ${a.path.slice(0, 60)}`).join(', ')}`);

    const results: Round[] = [];
    for (let round = 0; round < rounds; round++) {
      // The bare page first in odd rounds, second in even ones.
      const bareFirst = round % 2 === 1;
      let bareIdle = 0;
      let bareWarm = 0;
      const barePages: number[] = [];
      let barePagesErrors = 0;
      const measureBare = async () => {
        const b = await startBare();
        try {
          bareIdle = await settledRss(b);
          await get(`${b.url}/`, PHONE);
          bareWarm = await settledRss(b);
          await arrivals(2 * GUESTS, async (_, waited) => {
            const page = await get(`${b.url}/`, PHONE);
            barePages.push(waited + page.ms);
            if (page.status !== 200) barePagesErrors++;
          });
        } finally {
          await b.stop();
        }
      };
      if (bareFirst) await measureBare();
      const server = await start();
      let r: Omit<Round, 'bareIdle' | 'bareWarm' | 'barePages' | 'barePagesErrors'>;
      try {
        const pid = server.child.pid!;
        const idle = await settledRss(server);
        // One guest's whole first open, as the first visitor after start: the code paths and caches warmed once.
        const warmId = guests[0]!.id;
        const warmPage = await get(`${site}/invite/${warmId}`, PHONE);
        if (warmPage.status !== 200) throw new Error(`the warm-up open answered ${warmPage.status}`);
        const warmErrors: string[] = [];
        await askAll(site, assets[0]!, warmId, [], warmErrors);
        if (warmErrors.length) console.log(`  the warm-up open: ${warmErrors.join('; ')}`);
        const warm = await settledRss(server);
        // A fresh server: every one of the 300 links is a first open for it.
        const order = Array.from({ length: GUESTS }, (_, i) => i);
        standIn.clearRequests();
        const t = await burst(site, order, assets, (i) => guests[i]!.id, pid);
        const after = treeRss(pid);
        const settled = await settledRss(server, 10_000);
        let heap = '';
        if (probe) {
          // After the figures: the probe collects garbage first, which no host does on its own.
          const seen = server.printed().length;
          server.child.kill('SIGUSR2');
          for (let i = 0; i < 50 && !heap; i++) {
            await pause(100);
            heap = /memory-probe (\{.*\})/.exec(server.printed().slice(seen))?.[1] ?? '';
          }
          const u = JSON.parse(heap || '{}') as Record<string, number>;
          heap = Object.entries(u).map(([k, v]) => `${k} ${mb(v)}`).join(', ');
        }
        r = { idle, warm, after, settled, peak: t.peakRss, t, heap };
      } finally {
        await server.stop();
      }
      if (!bareFirst) await measureBare();
      results.push({ ...r, bareIdle, bareWarm, barePages, barePagesErrors });
      const { t } = r;
      console.log(
        `round ${round + 1}: ${t.seconds.toFixed(1)} s (server CPU ${t.cpu.toFixed(1)} s), page ${kb(median(t.htmlBytes))} (${kb(median(t.wireBytes))} gzip), errors ${t.errors.length}; preview page ${stats(t.previewPage)}, share image ${stats(t.shareImage)}, open page ${stats(t.openPage)}, open all ${stats(t.openAll)}; ` +
          `RSS idle ${mb(r.idle)}, warm ${mb(r.warm)}, peak ${mb(r.peak)}, after ${mb(r.after)}, settled ${mb(r.settled)}; bare idle ${mb(bareIdle)}, warm ${mb(bareWarm)}, bare pages ${stats(barePages)} (errors ${barePagesErrors})`,
      );
      if (r.heap) console.log(`  after the burst, collected: ${r.heap}`);
      const calls = new Map<string, number>();
      for (const q of standIn.requests) calls.set(`${q.method} ${q.path}`, (calls.get(`${q.method} ${q.path}`) ?? 0) + 1);
      console.log(`  backend calls: ${standIn.requests.length} (${[...calls].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')})`);
      console.log(`  pages' p95 by tenth of the burst (by arrival): ${t.pagesByTenth.map((v) => Math.round(percentile(v, 95))).join(', ')} ms`);
      if (t.errors.length) console.log(`  first errors: ${t.errors.slice(0, 5).join('; ')}`);
    }

    const m = (f: (r: Round) => number) => median(results.map(f));
    const pages = (r: Round) => [...r.t.previewPage, ...r.t.openPage];
    const p95 = m((r) => percentile(pages(r), 95));
    const errors = results.reduce((n, r) => n + r.t.errors.length, 0);
    const ms = (v: number) => `${Math.round(v)} ms`;
    const three = (f: (r: Round) => number[]) => `${ms(m((r) => median(f(r))))} / ${ms(m((r) => percentile(f(r), 95)))} / ${ms(m((r) => Math.max(...f(r))))}`;
    const rows: Row[] = [
      flood
        ? { figure: 'Burst: 300 previews + 300 first opens, 20 at a time', value: `${m((r) => r.t.seconds).toFixed(1)} s`, target: '≤ 60 s', met: m((r) => r.t.seconds) <= 60 }
        : { figure: 'Burst: 300 previews + 300 first opens over a minute, its last answer', value: `${m((r) => r.t.seconds).toFixed(1)} s`, target: '' },
      { figure: 'Pages (previews and opens): p50 / p95 / max', value: three(pages), target: 'p95 ≤ 400 ms', met: p95 <= 400 },
      { figure: 'Bare Next page, 600 asks on the same arrivals: p50 / p95 / max', value: three((r) => r.barePages), target: '' },
      { figure: 'Link preview, the page (WhatsApp): p50 / p95 / max', value: three((r) => r.t.previewPage), target: '' },
      { figure: 'Link preview, its sharing image: p50 / p95 / max', value: three((r) => r.t.shareImage), target: '' },
      { figure: 'First open, the page (phone): p50 / p95 / max', value: three((r) => r.t.openPage), target: '' },
      ...(pagesOnly ? [] : [{ figure: `First open, page + ${Math.round(median(asked))} requests after it: p50 / p95 / max`, value: three((r) => r.t.openAll), target: '' }]),
      { figure: 'Server CPU during the burst (÷ 600 pages)', value: `${m((r) => r.t.cpu).toFixed(1)} s (${ms((1000 * m((r) => r.t.cpu)) / (2 * GUESTS))})`, target: '' },
      { figure: 'A page: HTML (on the wire, gzip)', value: `${kb(m((r) => median(r.t.htmlBytes)))} (${kb(m((r) => median(r.t.wireBytes)))})`, target: '' },
      { figure: `Errors (all ${rounds} rounds)`, value: String(errors), target: '0', met: errors === 0 },
      ...(results.some((r) => r.barePagesErrors) ? [{ figure: 'Bare Next page, errors', value: String(results.reduce((n, r) => n + r.barePagesErrors, 0)), target: '' }] : []),
      { figure: 'Server RSS idle after start', value: mb(m((r) => r.idle)), target: '≤ 256 MB', met: m((r) => r.idle) <= 256 * MB },
      { figure: 'Server RSS after one warm first open', value: mb(m((r) => r.warm)), target: '≤ 256 MB', met: m((r) => r.warm) <= 256 * MB },
      { figure: 'Server RSS peak during the burst', value: mb(m((r) => r.peak)), target: '' },
      { figure: 'Server RSS after the burst (10 s later)', value: `${mb(m((r) => r.after))} (${mb(m((r) => r.settled))})`, target: '≤ 384 MB', met: Math.max(m((r) => r.after), m((r) => r.settled)) <= 384 * MB },
      { figure: 'Bare Next page RSS idle after start (after one request)', value: `${mb(m((r) => r.bareIdle))} (${mb(m((r) => r.bareWarm))})`, target: '' },
    ];
    const report = [
      `\`npm run bench:burst${args.length ? ` -- ${args.join(' ')}` : ''}\` on ${new Date().toISOString().slice(0, 10)}: ${standalone ? 'the standalone server' : '`next start`'}, stand-in at ${LATENCY_MS} ms a call, ${GUESTS} guests, ` +
        `started as \`npm start\` starts it (${Object.entries(startEnv).map(([k, v]) => `${k}=${v}`).join(' ')}), ${heapMb > 0 ? `V8's old generation at ${heapMb} MB as on a 512 MB machine` : "V8's own heap limit"}, ` +
        `${transforms ? 'image transformation on' : 'the free plan (our optimiser resizes)'}; medians of ${rounds} rounds, each a fresh server (the bare page's interleaved). A first open: ${pagesOnly ? 'the page alone (its static files served elsewhere, a CDN)' : `the page and the ${Math.min(...asked)}–${Math.max(...asked)} requests Chromium made after it on a phone (by language)`}, 20 requests in flight at most; ${flood ? 'no minute: each of the 20 asks again as soon as it is answered (a page\'s time counts from its request)' : 'the 600 visits arrive evenly over a minute (a page\'s time counts from its arrival, its wait for a free place included)'}.`,
      '',
      rowsTable(rows),
    ].join('\n');
    console.log(`\n${report}`);
    if (flag('write')) {
      writeFileSync(DOCS, replaceBetweenMarkers(readFileSync(DOCS, 'utf8'), report, `burst${pagesOnly ? '-pages' : ''}${flood ? '-flood' : ''}`));
      console.log(`\nFigures written to ${DOCS}`);
    }
    if (rows.some((r) => r.met === false)) process.exitCode = 1;
  } finally {
    await standIn.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.stack : e);
  process.exit(1);
});
