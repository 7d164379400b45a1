import 'server-only';
import { LRUCache } from 'lru-cache';
import { runDoctor } from '@/lib/couple/doctor/doctor-run';
import type { Finding } from '@/lib/couple/doctor/doctor-types';
import { describeError, type Env } from '@/lib/couple/project';
import { processSingleton } from '@/lib/server/process-singleton';
import { DOCTOR_EVERY_MS } from '@/lib/wedding/limits';
import type { DeskPlace, StorageUse } from './desk-place';
import type { GuestRoom } from './guest-upload-shelf';

export type { Finding };

export interface DeskHealth {
  findings: Finding[];
  storage: StorageUse | null;
  guestRoom?: GuestRoom | { problem: string } | null;
}

const ORDER = { fail: 0, warn: 1, info: 2, ok: 3 } as const;

const checked = () =>
  processSingleton('desk-doctor', () =>
    new LRUCache<'site', Finding[]>({
      max: 1,
      ttl: DOCTOR_EVERY_MS,
      fetchMethod: () =>
        runDoctor(process.env as Env, undefined).then(
          (findings) => [...findings].sort((a, b) => ORDER[a.level] - ORDER[b.level]),
          (e: unknown): Finding[] => [{ level: 'fail', title: `The checks could not finish: ${describeError(e)}` }],
        ),
    }),
  );

// A way out that takes the tools of a computer, where the desk knows none of its own, is said to, for an owner on a phone.
const COMPUTER = /\bnpm run\b|supabase\/migrations|messages\/|openssl|--service-key/;

export function onTheDesk({ desk, fix, ...finding }: Finding): Finding {
  const computer = !desk && fix && COMPUTER.test(fix) ? `On a computer: ${fix.charAt(0).toLowerCase()}${fix.slice(1)}` : undefined;
  const way = desk ?? computer ?? fix;
  return { ...finding, ...(way ? { fix: way } : {}) };
}

/** `npm run doctor`'s checks on the site's own settings (its public key only), shared by every owner for a minute. */
export async function deskHealth(place: DeskPlace): Promise<DeskHealth> {
  const room = place.guestUploads?.room().catch((e: unknown) => ({ problem: `What guests may still send could not be read: ${describeError(e)}` }));
  const [findings, storage, guestRoom] = await Promise.all([checked().fetch('site'), place.storageUse(), room ?? null]);
  return { findings: (findings ?? []).map(onTheDesk), storage, guestRoom };
}

export const forgetHealth = () => void checked().clear();
