import { hostname } from 'node:os';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ProjectState } from '@/lib/couple/changes/project-state';
import { forgetLastSeedFile, LAST_SEED_FILE, readLastSeedFile } from './last-seed-file';
import { readLastSeed, writeLastSeed, type LastSeed } from './last-seed';
import type { Log } from '@/lib/couple/seed/seed-write';

export interface Recalled {
  seed: LastSeed | null;
  from: 'project' | 'file' | null;
  unreadable: boolean;
}

export async function recallSeed(client: SupabaseClient, at: { cwd: string; url: string }): Promise<Recalled> {
  const stored = await readLastSeed(client);
  if (stored.seed) return { seed: stored.seed, from: 'project', unreadable: false };
  const old = await readLastSeedFile(at.cwd, at.url);
  return old ? { seed: old, from: 'file', unreadable: stored.unreadable } : { seed: null, from: null, unreadable: stored.unreadable };
}

export function seedBase(recalled: Recalled, project: ProjectState, say: Log): LastSeed | null {
  if (project.empty) {
    if (recalled.seed) say("The project is empty, so it is seeded as new: an earlier seed's record does not apply to it.");
    return null;
  }
  if (recalled.from === 'file') say(`The last seed is read from this computer's ${LAST_SEED_FILE}, once: from now on the project keeps it.`);
  else if (recalled.unreadable) say("The project's record of the last seed cannot be read: every difference counts as the project's own, and this seed writes a new record.");
  return recalled.seed;
}

export const seedPlace = (contentDir: string) => `${hostname()}:${contentDir}`;

export function otherCopyLine(base: LastSeed | null, place: string, writes: number): string | null {
  if (!base?.seededFrom || base.seededFrom === place || writes === 0) return null;
  const at = base.seededFrom.indexOf(':');
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(base.seededAt));
  return (
    `The last seed was from ${base.seededFrom.slice(at + 1)} on ${base.seededFrom.slice(0, at)} (${when}): your folder's changes below` +
    ' go over what it wrote. If your copy of the folder is older than that one, bring it up to date first.'
  );
}

export async function rememberSeed(client: SupabaseClient, at: { cwd: string; url: string }, seed: LastSeed, io: { out: Log; err: Log }): Promise<void> {
  try {
    await writeLastSeed(client, seed);
  } catch (e) {
    io.err(`${(e as Error).message} The wedding is written, but the next seed will ask about what this one wrote.`);
    return;
  }
  if (await forgetLastSeedFile(at.cwd, at.url)) io.out(`Removed this project from ${LAST_SEED_FILE}: the project keeps what the seed wrote now.`);
}
