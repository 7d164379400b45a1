import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { selfHostingSteps } from './couples-guide-steps';
import { releasePort, reservePort } from './ports';
import { waitFor } from './stack';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The site built as docs/couples-guide.md ("Deploying") tells a self-hosting couple, into `distDir`
 * instead of `.next`: the guide's build line, with the given Supabase settings fixed at build time,
 * then the guide's copy lines, run by the shell as written. One change: Next's build stands for
 * `npm run build`, whose snapshot hooks would need the backend up and would write the project's
 * snapshot. `env` adds build-time settings (CONTENT_SNAPSHOT: where the project's snapshot is).
 * Returns the folder `server.js` is in.
 */
export function buildStandalone(distDir: string, supabase: { url: string; anonKey: string }, env: Record<string, string> = {}): string {
  const steps = selfHostingSteps(distDir);
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      ...steps.build.settings,
      NEXT_DIST_DIR: distDir,
      SUPABASE_URL: supabase.url,
      SUPABASE_ANON_KEY: supabase.anonKey,
      ...env,
    },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`next build (standalone) failed:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`);
  runCopyLines(distDir);
  return path.join(ROOT, path.dirname(steps.start.server));
}

/** The guide's copy lines, in /bin/sh from the project's folder, stopping at the first that fails. */
export function runCopyLines(distDir: string): void {
  const copy = spawnSync('/bin/sh', ['-e', '-c', selfHostingSteps(distDir).copy.join('\n')], { cwd: ROOT, encoding: 'utf8' });
  if (copy.status !== 0) throw new Error(`the guide's copy lines failed (${copy.status}):\n${copy.stderr}`);
}

export interface StandaloneServer {
  baseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The server started by the guide's start line, from the project's folder: its PORT is a free one
 * (tests/support/ports.ts), the rest as written. `env` is the couple's environment (the variables of
 * step 3); nothing else of the test's reaches it. Ready once it says so and answers `/`.
 */
export async function startStandalone(distDir: string, env: Record<string, string> = {}): Promise<StandaloneServer> {
  const { settings, server } = selfHostingSteps(distDir).start;
  const port = reservePort();
  const child = spawn(process.execPath, [server], {
    cwd: ROOT,
    // NODE_ENV as server.js sets it itself.
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env, ...settings, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => (printed = (printed + chunk.toString('utf8')).slice(-200_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    }
    releasePort(port);
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const gone = () => (child.exitCode !== null || child.signalCode !== null ? `the standalone server exited (${child.exitCode ?? child.signalCode}):\n${printed.slice(-2000)}` : null);
  try {
    const until = Date.now() + 60_000;
    while (!/\bReady in\b/.test(printed)) {
      const why = gone();
      if (why) throw new Error(why);
      if (Date.now() > until) throw new Error(`the standalone server did not say it was ready:\n${printed.slice(-2000)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    await waitFor(`${baseUrl}/`, Math.max(until - Date.now(), 1000), gone);
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseUrl, output: () => printed, stop };
}
