import { rename, rm } from 'node:fs/promises';
import { ConfigError, parseConfig, type AppConfig } from '@/lib/server/config';
import { BACKEND_TIMEOUT_MS } from '@/lib/wedding/limits';
import { createSupabaseSource } from '@/lib/data/supabase';
import { readSnapshot, writeSnapshot, type Snapshot } from '@/lib/data/snapshot';
import { describeError, type Env } from '../project';
import { recordBuildSnapshot } from './build-status';

type Log = (line: string) => void;

const emptied = (old: Snapshot, now: Snapshot) =>
  [old.loveStory.length && !now.loveStory.length ? 'no love story' : '', old.gallery.length && !now.gallery.length ? 'no gallery' : ''].filter(Boolean);

type Backend = NonNullable<AppConfig['supabase']>;

export type Saved = { saved: Snapshot } | { lost: string[]; previous: Snapshot } | { failed: unknown; previous: Snapshot | null };

// A failed or newly emptied read never replaces the old snapshot (allowEmptied: emptying on purpose).
export async function saveSnapshot(backend: Backend, file: string, allowEmptied = false): Promise<Saved> {
  const previous = readSnapshot(file);
  const aside = `${file}.new-${process.pid}`;
  try {
    const source = createSupabaseSource({ ...backend, timeoutMs: BACKEND_TIMEOUT_MS * 3 });
    const snapshot = await writeSnapshot(source, aside);
    const lost = previous && !allowEmptied ? emptied(previous, snapshot) : [];
    if (previous && lost.length) {
      await rm(aside, { force: true });
      return { lost, previous };
    }
    await rename(aside, file);
    return { saved: snapshot };
  } catch (e) {
    await rm(aside, { force: true });
    return { failed: e, previous };
  }
}

export async function makeSnapshot(
  env: Env,
  io: { out: Log; err: Log },
  optional = false,
  cwd = process.cwd(),
  opts: { allowEmptied?: boolean } = {},
): Promise<number> {
  let config;
  try {
    config = parseConfig(env, cwd);
  } catch (e) {
    io.err(e instanceof ConfigError ? e.message : describeError(e));
    return optional ? 0 : 1;
  }
  if (!config.supabase) {
    if (!optional) io.err('SUPABASE_URL and SUPABASE_ANON_KEY are not set: there is no backend to make a snapshot from.');
    return optional ? 0 : 1;
  }
  const file = config.snapshotFile;
  const result = await saveSnapshot(config.supabase, file, opts.allowEmptied);
  if ('saved' in result) {
    io.out(`Saved the couple's content snapshot (${result.saved.loveStory.length} story entries, ${result.saved.gallery.length} photos) to ${file}.`);
    return 0;
  }
  const kept = result.previous ? ` The previous snapshot (made ${result.previous.madeAt}) is kept.` : '';
  if ('lost' in result) {
    io.err(`The wedding read back from the backend has ${result.lost.join(' and ')}, but the snapshot ${file} has them.${kept}`);
    io.err('If you emptied them on purpose, run npm run snapshot -- --allow-empty.');
    return optional ? 0 : 1;
  }
  const why = `Could not make the content snapshot: ${describeError(result.failed)}`;
  io.err(`${why}${kept ? `.${kept}` : ''}`);
  io.err('Without a current snapshot, a cold start during an outage cannot show your wedding as it is now: guests are told to try again later.');
  if (optional) recordBuildSnapshot(cwd, why);
  return optional ? 0 : 1;
}
