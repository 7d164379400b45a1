import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exclusively } from '../../tests/support/ports';
import { buildStandalone } from '../../tests/support/standalone-build';
import { startStack, type Stack } from '../../tests/support/stack';
import { DEFAULT_ANON_KEY } from '../../tests/stand-in/server';

/**
 * The site as a couple deploys it: built once per test run with its Supabase settings
 * (`NEXT_OUTPUT=standalone`, as serverless hosts package it, so the image optimiser's allowed hosts
 * are the ones SUPABASE_URL named at build), and run as the standalone server. The backend is the
 * stand-in on a port fixed for the run (playwright.config.ts reserves it), which only one worker at
 * a time may hold.
 */

// E2E_DEPLOYED_DIST: a second journey run beside this one (another checkout's work) builds its own.
export const DEPLOYED_DIST = process.env.E2E_DEPLOYED_DIST || '.next-deployed';
const ROOT = path.resolve(__dirname, '../..');
const STAMP = path.join(ROOT, DEPLOYED_DIST, 'e2e-run');

/** The stand-in's port and address, the same at build and at run time. */
export function deployedBackend(): { port: number; url: string } {
  const port = Number(process.env.E2E_DEPLOYED_SUPABASE_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_DEPLOYED_SUPABASE_PORT is set by playwright.config.ts');
  return { port, url: `http://127.0.0.1:${port}` };
}

/** Builds the deployed site once for this run (the first worker to ask builds it; the others wait). */
export async function ensureDeployedBuild(): Promise<void> {
  const run = process.env.E2E_RUN ?? 'no-run-id';
  const built = () => existsSync(STAMP) && readFileSync(STAMP, 'utf8') === run;
  if (built()) return;
  const release = await exclusively('deployed-build', 600_000);
  try {
    if (built()) return;
    rmSync(path.join(ROOT, DEPLOYED_DIST), { recursive: true, force: true });
    buildStandalone(DEPLOYED_DIST, { url: process.env.E2E_DEPLOYED_BUILD_SUPABASE_URL ?? deployedBackend().url, anonKey: DEFAULT_ANON_KEY });
    writeFileSync(STAMP, run);
  } finally {
    release();
  }
}

/** The deployed site's standalone server, in front of the stand-in at deployedBackend(), with the plan's image setting. */
export function startDeployedSite(env: Record<string, string>): Promise<Stack> {
  return startStack({
    latencyMs: null,
    distDir: path.join(ROOT, DEPLOYED_DIST),
    build: false,
    standalone: true,
    env: { SUPABASE_URL: deployedBackend().url, SUPABASE_ANON_KEY: DEFAULT_ANON_KEY, CONTENT_DIR: '', CONTENT_SNAPSHOT: '/nowhere/snapshot.json', ...env },
  });
}
