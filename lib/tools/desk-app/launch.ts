import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Env } from '@/lib/couple/project';

// The key goes to the server in its environment, never its command line (every local user's `ps` shows that).

export interface DeskApp {
  url: string;
  port: number;
  key: string;
  exited: Promise<number | null>;
  close(): Promise<void>;
}

export interface DeskAppOptions {
  root: string;
  port: number;
  env: Env;
  home: string;
  trial: boolean;
  say(line: string): void;
}

const nextBin = (root: string) => path.join(/*turbopackIgnore: true*/ root, 'node_modules', 'next', 'dist', 'bin', 'next');

const SOURCES = ['app', 'components', 'lib', 'messages', 'proxy.ts', 'next.config.ts', 'package-lock.json'];

async function newestSource(root: string): Promise<number> {
  let newest = 0;
  for (const entry of SOURCES) {
    const at = path.join(/*turbopackIgnore: true*/ root, entry);
    if (!existsSync(at)) continue;
    const info = await stat(at);
    if (!info.isDirectory()) {
      newest = Math.max(newest, info.mtimeMs);
      continue;
    }
    for (const file of await readdir(at, { recursive: true })) {
      if (!/\.test\.tsx?$/.test(file)) newest = Math.max(newest, (await stat(path.join(/*turbopackIgnore: true*/ at, file))).mtimeMs);
    }
  }
  return newest;
}

async function ensureBuilt(opts: DeskAppOptions, dist: string): Promise<void> {
  const stamp = path.join(/*turbopackIgnore: true*/ opts.root, dist, 'BUILD_ID');
  if (existsSync(stamp) && statSync(stamp).mtimeMs > (await newestSource(opts.root))) return;
  opts.say('Preparing the desk: building the site once (a minute or two)…');
  const log: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    // Next's own command through this Node (no npm, no shell: the same on Windows); the desk needs no snapshot.
    const build = spawn(process.execPath, [nextBin(opts.root), 'build'], { cwd: opts.root, env: { ...process.env, ...opts.env, NEXT_DIST_DIR: dist, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n'));
    build.stdout!.on('data', keep);
    build.stderr!.on('data', keep);
    build.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`the site could not be built:\n${log.filter(Boolean).slice(-30).join('\n')}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function answering(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const until = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the desk's server stopped:\n${output().slice(-3000)}`);
    const ok = await fetch(url, { redirect: 'manual' }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`the desk did not answer within two minutes:\n${output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function startDeskApp(opts: DeskAppOptions): Promise<DeskApp> {
  const dist = opts.env.NEXT_DIST_DIR?.trim() || '.next';
  await ensureBuilt(opts, dist);
  const port = opts.port || (await freePort());
  const key = randomBytes(32).toString('base64url');
  const env = {
    ...process.env,
    ...opts.env,
    NEXT_DIST_DIR: dist,
    NEXT_TELEMETRY_DISABLED: '1',
    DESK_LOCAL_KEY: key,
    DESK_LOCAL_PORT: String(port),
    DESK_HOME: opts.home,
    DESK_TRIAL: opts.trial ? '1' : '',
  };
  const server = spawn(process.execPath, [nextBin(opts.root), 'start', '-H', '127.0.0.1', '-p', String(port)], { cwd: opts.root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}/desk`;
  try {
    await answering(url, server, () => output);
  } catch (e) {
    server.kill('SIGTERM');
    throw e;
  }
  return {
    url,
    port,
    key,
    exited,
    async close() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await exited;
      }
    },
  };
}

// Mode 0600, the key sent by a form: it stays out of every address.
export async function keyPage(app: DeskApp): Promise<{ file: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(/*turbopackIgnore: true*/ tmpdir(), 'wedding-desk-open-'));
  const file = path.join(/*turbopackIgnore: true*/ dir, 'open-the-desk.html');
  const action = `http://127.0.0.1:${app.port}/desk/key`;
  await writeFile(
    file,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Opening the wedding desk</title></head><body>
<form method="post" action="${action}"><input type="hidden" name="key" value="${app.key}"><button type="submit">Open the wedding desk</button></form>
<script>document.forms[0].submit()</script></body></html>\n`,
    { mode: 0o600 },
  );
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}
