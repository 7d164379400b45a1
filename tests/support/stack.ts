import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startStandIn, type StandIn, type StandInOptions } from '../stand-in/server';
import { releasePort, reservePort } from './ports';
import { treeRss } from './process-usage';

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
  /** The site's port; by default one reserved for it (tests/support/ports.ts), released when it stops. */
  port?: number;
  /** Backend latency per call; null runs the site on local content instead. */
  latencyMs: number | null;
  distDir: string;
  build: boolean;
  /** Extra environment for the build and the server (e.g. REFRESH_TOKEN). */
  env?: Record<string, string>;
  /** What the stand-in serves, when not the demo wedding; a fixed port makes the build see the same SUPABASE_URL as the server. */
  standIn?: StandInOptions;
  /** Run the build's standalone server (`NEXT_OUTPUT=standalone`: what hosts deploy), with its configuration frozen at build. */
  standalone?: boolean;
}

const env = (distDir: string) => ({ ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir });
const NEXT_BIN = 'node_modules/next/dist/bin/next';
const TSX_BIN = 'node_modules/tsx/dist/cli.mjs';

export function buildSite(distDir: string, extraEnv: Record<string, string> = {}): void {
  console.log(`Building the production site into ${distDir} …`);
  // What `npm run build` makes first (its prebuild): the pages' faces.
  if (spawnSync(process.execPath, [TSX_BIN, 'scripts/fonts/web-faces.ts'], { stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0) throw new Error('the faces were not made');
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], { env: { ...env(distDir), ...extraEnv }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('next build failed');
}

/** Waits until the URL answers 2xx. */
export async function waitFor(url: string, timeoutMs: number, stillUp: () => string | null = () => null): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const gone = stillUp();
    if (gone) throw new Error(gone);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** The hero's tiny rendering and portrait cut are made after the page's first answers: waits until it names them. */
export async function waitForHeroCut(url: string): Promise<void> {
  for (let i = 0; i < 60 && !(await (await fetch(url)).text()).includes('/hero/portrait-'); i++) await new Promise((r) => setTimeout(r, 500));
}

/**
 * Waits until the server we started says it is listening (Next prints "Ready" only once it holds
 * its port) and answers 200 there. A server that exits first, say because the port was taken, is
 * reported with what it printed, never mistaken for whatever else answers on that port.
 */
async function waitForOurServer(server: ChildProcess, url: string, printed: () => string, timeoutMs: number): Promise<void> {
  const exited = () => (server.exitCode !== null || server.signalCode !== null ? `the server exited (${server.exitCode ?? server.signalCode}) before it was ready:\n${printed().slice(-2000)}` : null);
  const until = Date.now() + timeoutMs;
  while (!/\bReady in\b/.test(printed())) {
    const gone = exited();
    if (gone) throw new Error(gone);
    if (Date.now() > until) throw new Error(`the server did not say it was ready within ${timeoutMs} ms:\n${printed().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await waitFor(url, Math.max(until - Date.now(), 1000), exited);
}

export async function startStack(o: StackOptions): Promise<Stack> {
  const standIn = o.latencyMs === null ? null : await startStandIn({ ...o.standIn, latencyMs: o.latencyMs });
  const backendEnv: Record<string, string> = standIn
    ? { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, SUPABASE_IMAGE_TRANSFORMS: o.standIn?.imageTransforms === false ? 'off' : 'on' }
    : // Started for the demo, as `npm run demo` does: with nothing configured a production server shows every guest the notice.
      { SUPABASE_URL: '', SUPABASE_ANON_KEY: '', CONTENT_DIR: 'content/demo' };
  try {
    if (o.build) buildSite(o.distDir, { ...backendEnv, ...o.env });
  } catch (e) {
    await standIn?.close();
    throw e;
  }
  const port = o.port ?? reservePort();
  const server = o.standalone
    ? spawn(process.execPath, [path.join(o.distDir, 'standalone', 'server.js')], {
        env: { ...env(o.distDir), ...backendEnv, ...o.env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port)], {
        env: { ...env(o.distDir), ...backendEnv, ...o.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-200_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stopAll = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      server.kill('SIGTERM');
      const killer = setTimeout(() => server.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    }
    if (o.port === undefined) releasePort(port);
    await standIn?.close();
  };
  try {
    await waitForOurServer(server, `${baseUrl}/robots.txt`, () => printed, 60_000);
  } catch (e) {
    await stopAll();
    throw e;
  }
  return {
    baseUrl,
    standIn,
    server,
    memory: () => treeRss(server.pid ?? 0),
    output: () => printed,
    /** Stops the server and waits until it has exited, so its port is free for the next one. */
    stop: stopAll,
  };
}
