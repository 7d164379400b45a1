import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { waitFor } from '../../tests/support/stack';
import { ensurePortFree } from './free-port';

/**
 * The bare Next.js App Router page in scripts/bench/reference/ (one heading, one paragraph),
 * built and served with the project's own next and react: what the invitation is measured against.
 */
const DIR = path.join(__dirname, 'reference');
const NEXT_BIN = 'node_modules/next/dist/bin/next';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' as const };

export async function startReference(port: number, build: boolean): Promise<{ url: string; stop(): void }> {
  if (build) {
    console.log('Building the bare Next.js reference page …');
    const result = spawnSync(process.execPath, [NEXT_BIN, 'build', DIR], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error('next build of the reference page failed');
  }
  await ensurePortFree(port);
  const server = spawn(process.execPath, [NEXT_BIN, 'start', DIR, '-p', String(port)], { env, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url, 60_000);
  return { url, stop: () => server.kill('SIGTERM') };
}
