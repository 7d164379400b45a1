import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startStandIn, type StandIn } from '../../tests/stand-in/server';
import { copyPortoWedding } from '../../tests/support/porto-wedding';
import type { Stack } from '../../tests/support/stack';
import { startSecondServer } from './second-server';

const run = promisify(execFile);

/** Inês & Kenji's Porto wedding seeded into the stand-in (policies and Auth on), and the site holding the public key only. */
export interface SiteDesk {
  dir: string;
  standIn: StandIn;
  site: Stack;
  /** `npm run desk -- invite EMAIL`, as the couple runs it with the secret key: the link it printed. */
  ownerInvite(email: string): Promise<string>;
  stop(): Promise<void>;
}

/** `edit`: changes to the couple's folder before it is seeded (another day, other guests). */
export async function startSiteDesk(prefix: string, edit?: (content: string) => Promise<void>): Promise<SiteDesk> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  const content = await copyPortoWedding(path.join(dir, 'porto'));
  await edit?.(content);
  const standIn = await startStandIn({ demo: false });
  const backend = { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, CONTENT_SNAPSHOT: path.join(dir, 'snapshot.json'), CONTENT_DIR: '' };
  const tools = { ...process.env, ...backend, SUPABASE_SERVICE_ROLE_KEY: standIn.serviceKey };
  await run('npm', ['run', '--silent', 'db:seed', '--', '--content', content], { env: tools });
  // The site holds no secret key: every write is the signed-in member's, under row-level security.
  const site = await startSecondServer({ ...backend, SUPABASE_IMAGE_TRANSFORMS: 'off' });
  return {
    dir,
    standIn,
    site,
    async ownerInvite(email) {
      const { stdout } = await run('npm', ['run', '--silent', 'desk', '--', 'invite', email], { env: { ...tools, SITE_URL: site.baseUrl } });
      const link = new RegExp(`${site.baseUrl.replace(/[.:/]/g, '\\$&')}/desk/invite/[0-9a-f]{64}`).exec(stdout)?.[0];
      if (!link) throw new Error(`npm run desk -- invite printed no link: ${stdout}`);
      return link;
    },
    async stop() {
      await site.stop();
      await standIn.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
