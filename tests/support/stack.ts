import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startStandIn, type StandIn, type StandInOptions } from '../stand-in/server';

/**
 * The production server on this machine, in front of the local stand-in backend (PostgREST
 * and Storage with a latency per call), or on local content. Used by the benchmark and the load test.
 */
export interface Stack {
  baseUrl: string;
  standIn: StandIn | null;
  server: ChildProcess;
  /** Resident memory of the server's process tree, in bytes. */
  memory(): number;
  /** Everything the server has printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface StackOptions {
  port: number;
  /** Backend latency per call; null runs the site on local content instead. */
  latencyMs: number | null;
  distDir: string;
  build: boolean;
  /** Extra environment for the build and the server (e.g. REFRESH_TOKEN). */
  env?: Record<string, string>;
  /** What the stand-in serves, when not the demo wedding; a fixed port makes the build see the same SUPABASE_URL as the server. */
  standIn?: StandInOptions;
  /** The stand-in's port (default: any free one). */
  standInPort?: number;
}

const env = (distDir: string) => ({ ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir });
const NEXT_BIN = 'node_modules/next/dist/bin/next';

export function buildSite(distDir: string, extraEnv: Record<string, string> = {}): void {
  console.log(`Building the production site into ${distDir} …`);
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], { env: { ...env(distDir), ...extraEnv }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('next build failed');
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function treeRss(pid: number): number {
  const children = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((s) => Number(s.trim()))
    .filter(Boolean);
  let rss = 0;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    rss = Number(kb ?? 0) * 1024;
  } catch {
    // process gone
  }
  return rss + children.reduce((sum, child) => sum + treeRss(child), 0);
}

export async function startStack(o: StackOptions): Promise<Stack> {
  const standIn = o.latencyMs === null ? null : await startStandIn({ ...o.standIn, ...(o.standInPort ? { port: o.standInPort } : {}), latencyMs: o.latencyMs });
  const backendEnv: Record<string, string> = standIn
    ? { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, SUPABASE_IMAGE_TRANSFORMS: o.standIn?.imageTransforms === false ? 'off' : 'on' }
    : { SUPABASE_URL: '', SUPABASE_ANON_KEY: '' };
  try {
    if (o.build) buildSite(o.distDir, { ...backendEnv, ...o.env });
  } catch (e) {
    await standIn?.close();
    throw e;
  }
  const server = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(o.port)], {
    env: { ...env(o.distDir), ...backendEnv, ...o.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-200_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${o.port}`;
  await waitFor(`${baseUrl}/robots.txt`, 60_000);
  return {
    baseUrl,
    standIn,
    server,
    memory: () => treeRss(server.pid ?? 0),
    output: () => printed,
    /** Stops the server and waits until it has exited, so its port is free for the next one. */
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
        server.kill('SIGTERM');
        const killer = setTimeout(() => server.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(killer);
      }
      await standIn?.close();
    },
  };
}
