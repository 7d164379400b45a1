/**
 * npm run snapshot — saves the couple's content (wedding info, love story, gallery rows; never
 * guests) to content/snapshot.json (CONTENT_SNAPSHOT to change), read from the configured
 * backend with the public key, as the site reads it. The site shows it where the backend fails
 * before anything was read (a cold start during an outage); without it, guests are told the
 * invitation cannot be opened just now.
 *
 *   npm run snapshot                      after editing content in the dashboard; exits 1 when it fails
 *   npm run snapshot -- --if-configured   the build's hook: nothing without Supabase; a failure never
 *                                         fails the build, but `postbuild` repeats it in the build's last lines
 * npm run db:seed makes it too, right after seeding, and fails when it cannot.
 */
import { ConfigError, parseConfig } from '../../lib/server/config';
import { BACKEND_TIMEOUT_MS } from '../../lib/wedding/constants';
import { withBudget } from '../../lib/data/fallbacks';
import { createSupabaseSource } from '../../lib/data/supabase';
import { writeSnapshot } from '../../lib/data/snapshot';
import { describeError, loadProjectEnv, type Env } from '../../lib/couple/project';
import { recordBuildSnapshot } from '../../lib/couple/snapshot/build-status';

type Log = (line: string) => void;

/** 0 when the snapshot was written; with `optional`, also when there is nothing to do or it failed (then said loudly). */
export async function makeSnapshot(env: Env, io: { out: Log; err: Log }, optional = false, cwd = process.cwd()): Promise<number> {
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
  try {
    const source = withBudget(createSupabaseSource({ ...config.supabase, timeoutMs: BACKEND_TIMEOUT_MS * 2 }), BACKEND_TIMEOUT_MS * 3);
    const snapshot = await writeSnapshot(source, config.snapshotFile);
    io.out(`Saved the couple's content snapshot (${snapshot.loveStory.length} story entries, ${snapshot.gallery.length} photos) to ${config.snapshotFile}.`);
    return 0;
  } catch (e) {
    const why = `Could not make the content snapshot: ${describeError(e)}`;
    io.err(`${why}${optional ? ' (the previous snapshot, if any, is kept)' : ''}`);
    io.err('Without a snapshot, a cold start during an outage cannot show your wedding: guests are told to try again later.');
    if (optional) recordBuildSnapshot(cwd, why);
    return optional ? 0 : 1;
  }
}

if (require.main === module) {
  const optional = process.argv.includes('--if-configured');
  void loadProjectEnv()
    .then(() => {
      recordBuildSnapshot(process.cwd(), null);
      return makeSnapshot(process.env, { out: (l) => console.log(l), err: (l) => console.error(l) }, optional);
    })
    .then((code) => {
      process.exitCode = code;
    });
}
