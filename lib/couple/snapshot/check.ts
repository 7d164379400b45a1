import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '@/lib/server/config';
import { readSnapshot, readSnapshotContent, sameContent, snapshotFileToRead } from '@/lib/data/snapshot';
import { createSupabaseSource } from '@/lib/data/supabase';
import { BACKEND_TIMEOUT_MS } from '@/lib/wedding/limits';
import type { Finding } from '../doctor/doctor-types';
import { describeError } from '../project';

const MAKE_IT = 'npm run snapshot (or npm run db:seed) writes it here; a build with SUPABASE_URL set makes it on the host. Commit it only to a private repository.';
const REFRESH = { desk: 'Refresh it here: the site saves your wedding as it is now.', deskAction: 'refresh-snapshot' } as const;

export function checkSnapshot(config: Pick<AppConfig, 'supabase' | 'snapshotFile'>, cwd = process.cwd()): Finding {
  const file = snapshotFileToRead(config.snapshotFile);
  const shown = path.relative(cwd, file) || file;
  const refresh = config.supabase ? REFRESH : {};
  if (existsSync(file)) {
    return readSnapshot(file)
      ? { level: 'ok', title: `Content snapshot: ${shown}` }
      : { level: 'fail', title: `The content snapshot ${shown} cannot be read`, fix: MAKE_IT, ...refresh };
  }
  return {
    level: config.supabase ? 'fail' : 'info',
    title: `No content snapshot (${shown})`,
    detail: 'If the backend fails before the site has read your wedding (a cold start during an outage), guests are told to try again later instead of seeing it.',
    fix: MAKE_IT,
    ...refresh,
  };
}

export async function checkSnapshotCurrent(config: Pick<AppConfig, 'supabase' | 'snapshotFile'>): Promise<Finding[]> {
  const saved = config.supabase ? readSnapshot(snapshotFileToRead(config.snapshotFile)) : null;
  if (!config.supabase || !saved) return [];
  try {
    const source = createSupabaseSource({ ...config.supabase, timeoutMs: BACKEND_TIMEOUT_MS * 3 });
    const now = await readSnapshotContent(source);
    return sameContent(saved, now)
      ? [{ level: 'ok', title: 'The content snapshot matches the backend' }]
      : [
          {
            level: 'warn',
            title: `The content snapshot is older than your content (made ${saved.madeAt})`,
            detail: 'During an outage on a cold start, guests would see the wedding as it was then.',
            fix: 'npm run snapshot, then deploy (or let the next build make it).',
            ...REFRESH,
          },
        ];
  } catch (e) {
    return [{ level: 'warn', title: 'The content snapshot could not be compared with the backend', detail: describeError(e) }];
  }
}
