import 'server-only';
import { bucketObjectsUnder } from '@/lib/couple/backup/bucket-files';
import { runDoctor } from '@/lib/couple/doctor/doctor-run';
import { FREE_PLAN_STORAGE_BYTES } from '@/lib/couple/doctor/doctor-storage';
import type { Finding } from '@/lib/couple/doctor/doctor-types';
import { describeError, type Env } from '@/lib/couple/project';
import type { DeskPlace } from './desk-place';

export type { Finding };

export interface DeskHealth {
  /** The doctor's findings for this site, as its own settings see it: failures first. */
  findings: Finding[];
  /** The photos' share of the free plan; null for a content folder. */
  storage: { bytes: number; limit: number } | { problem: string } | null;
}

const ORDER = { fail: 0, warn: 1, info: 2, ok: 3 } as const;

/** `npm run doctor`'s checks on the site's own settings (its public key only), and the photos' share of the free plan. */
export async function deskHealth(place: DeskPlace): Promise<DeskHealth> {
  const { client } = place;
  const [findings, storage] = await Promise.all([
    runDoctor(process.env as Env, undefined).catch((e: unknown): Finding[] => [{ level: 'fail', title: `The checks could not finish: ${describeError(e)}` }]),
    client
      ? bucketObjectsUnder(client).then(
          (objects) => ({ bytes: objects.reduce((sum, o) => sum + o.bytes, 0), limit: FREE_PLAN_STORAGE_BYTES }),
          (e: unknown) => ({ problem: `The storage used could not be read: ${describeError(e)}` }),
        )
      : null,
  ]);
  return { findings: [...findings].sort((a, b) => ORDER[a.level] - ORDER[b.level]), storage };
}
