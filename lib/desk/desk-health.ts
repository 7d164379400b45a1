import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { bucketObjectsUnder } from '@/lib/couple/backup/bucket-files';
import { runDoctor } from '@/lib/couple/doctor/doctor-run';
import { FREE_PLAN_STORAGE_BYTES } from '@/lib/couple/doctor/doctor-storage';
import type { Finding } from '@/lib/couple/doctor/doctor-types';
import { describeError, type Env } from '@/lib/couple/project';

export type { Finding };

export interface DeskHealth {
  /** The doctor's findings for this site, as its own settings see it: failures first. */
  findings: Finding[];
  storage: { bytes: number; limit: number } | { problem: string };
}

const ORDER = { fail: 0, warn: 1, info: 2, ok: 3 } as const;

/** `npm run doctor`'s checks on the site's own settings (its public key only), and the photos' share of the free plan. */
export async function deskHealth(client: SupabaseClient): Promise<DeskHealth> {
  const [findings, storage] = await Promise.all([
    runDoctor(process.env as Env, undefined).catch((e: unknown): Finding[] => [{ level: 'fail', title: `The checks could not finish: ${describeError(e)}` }]),
    bucketObjectsUnder(client).then(
      (objects) => ({ bytes: objects.reduce((sum, o) => sum + o.bytes, 0), limit: FREE_PLAN_STORAGE_BYTES }),
      (e: unknown) => ({ problem: `The storage used could not be read: ${describeError(e)}` }),
    ),
  ]);
  return { findings: [...findings].sort((a, b) => ORDER[a.level] - ORDER[b.level]), storage };
}
