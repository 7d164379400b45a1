import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../lib/server/config';
import type { Finding } from '../db/doctor-types';

/** The doctor's word on the content snapshot: a Supabase site without one shows the demo couple during an outage. */
export function checkSnapshot(config: Pick<AppConfig, 'supabase' | 'snapshotFile'>, cwd = process.cwd()): Finding {
  const shown = path.relative(cwd, config.snapshotFile) || config.snapshotFile;
  if (existsSync(config.snapshotFile)) return { level: 'ok', title: `Content snapshot: ${shown}` };
  return {
    level: config.supabase ? 'warn' : 'info',
    title: `No content snapshot (${shown})`,
    detail: 'If the backend fails before the site has read it, guests would see the demo couple (Amelia & Daniel) instead of yours.',
    fix: 'npm run snapshot (or npm run db:seed) writes it here; a build with SUPABASE_URL set makes it on the host. Commit it only to a private repository.',
  };
}
