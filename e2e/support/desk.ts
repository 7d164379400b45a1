import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startStandIn, type StandIn } from '../../tests/stand-in/server';
import { copyPortoWedding } from '../../tests/support/porto-wedding';
import { releasePort, reservePort } from '../../tests/support/ports';
import type { Stack } from '../../tests/support/stack';
import { startSecondServer } from './second-server';

/**
 * The couple's desk as they run it: Inês & Kenji's Porto wedding (tests/fixtures/porto-wedding) seeded
 * with the real command into the stand-in (policies on), the production site in front of it with a
 * refresh token, and `npm run desk -- --port N` started as a command, its printed address read back.
 */

const run = promisify(execFile);
export const REFRESH_TOKEN = 'a-refresh-token-for-the-desk-journeys';
/** "Within seconds" of Publish: the refresh, not the site's own re-read two minutes on; room for two busy cores. */
export const SECONDS_MS = 20_000;

export interface DeskStand {
  dir: string;
  standIn: StandIn;
  site: Stack;
  desk: ChildProcess;
  deskPort: number;
  /** What `npm run desk` printed: the address with its key. */
  printed: string;
  address: string;
  stop(): Promise<void>;
}

async function startDeskCommand(env: NodeJS.ProcessEnv, port: number, folder: string): Promise<{ desk: ChildProcess; printed: string; address: string }> {
  const desk = spawn('npm', ['run', '--silent', 'desk', '--', '--old-desk', '--port', String(port), '--folder', folder, '--no-open'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  desk.stdout!.on('data', (c: Buffer) => (printed += c.toString()));
  desk.stderr!.on('data', (c: Buffer) => (printed += c.toString()));
  const until = Date.now() + 60_000;
  for (;;) {
    const address = /http:\/\/127\.0\.0\.1:\d+\/\?key=[\w-]+/.exec(printed)?.[0];
    if (address) return { desk, printed, address };
    if (desk.exitCode !== null) throw new Error(`npm run desk exited: ${printed}`);
    if (Date.now() > until) throw new Error(`npm run desk printed no address in 60 s: ${printed}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startDeskStand(): Promise<DeskStand> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wedding-desk-'));
  const content = await copyPortoWedding(path.join(dir, 'porto'));
  const standIn = await startStandIn({ demo: false });
  const snapshot = path.join(dir, 'snapshot.json');
  const backend = { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, CONTENT_SNAPSHOT: snapshot, CONTENT_DIR: '' };
  await run('npm', ['run', '--silent', 'db:seed', '--', '--content', content], { env: { ...process.env, ...backend, SUPABASE_SERVICE_ROLE_KEY: standIn.serviceKey } });
  const site = await startSecondServer({ ...backend, SUPABASE_IMAGE_TRANSFORMS: 'off', REFRESH_TOKEN });
  const deskPort = reservePort();
  const env = { ...process.env, ...backend, SUPABASE_SERVICE_ROLE_KEY: standIn.serviceKey, SITE_URL: site.baseUrl, REFRESH_TOKEN };
  const { desk, printed, address } = await startDeskCommand(env, deskPort, dir);
  return {
    dir,
    standIn,
    site,
    desk,
    deskPort,
    printed,
    address,
    async stop() {
      if (desk.pid && desk.exitCode === null) process.kill(-desk.pid, 'SIGTERM');
      releasePort(deskPort);
      await site.stop();
      await standIn.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
