import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The site built as a serverless host packages it (`output: 'standalone'`) into `distDir`, with the
 * given Supabase settings fixed at build time, and what a host ships beside the traced server (the
 * static files and public/) put in place. `next build` itself, not `npm run build`: the snapshot step
 * would need the backend running. `env` adds build-time settings (CONTENT_SNAPSHOT: where the project's
 * snapshot is). Returns the folder to run `server.js` from, as `node <folder>/server.js` runs it.
 */
export function buildStandalone(distDir: string, supabase: { url: string; anonKey: string }, env: Record<string, string> = {}): string {
  const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_OUTPUT: 'standalone',
      NEXT_DIST_DIR: distDir,
      SUPABASE_URL: supabase.url,
      SUPABASE_ANON_KEY: supabase.anonKey,
      ...env,
    },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`next build (standalone) failed:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`);
  const standalone = path.join(ROOT, distDir, 'standalone');
  cpSync(path.join(ROOT, distDir, 'static'), path.join(standalone, distDir, 'static'), { recursive: true });
  cpSync(path.join(ROOT, 'public'), path.join(standalone, 'public'), { recursive: true });
  return standalone;
}
