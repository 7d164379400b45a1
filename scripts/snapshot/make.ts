/**
 * npm run snapshot — saves the couple's content (wedding info, love story, gallery rows; never
 * guests) to content/snapshot.json (CONTENT_SNAPSHOT to change), read from the configured
 * backend with the public key, as the site reads it. The site shows it instead of the demo's
 * samples when the backend fails before anything was read (a cold start during an outage).
 *
 *   npm run snapshot                  after editing content in the dashboard (then commit and deploy)
 *   npm run snapshot -- --if-configured   the build's hook: nothing without Supabase; never fails the build
 * npm run db:seed makes it too, right after seeding.
 */
import { ConfigError, parseConfig } from '../../lib/server/config';
import { BACKEND_TIMEOUT_MS } from '../../lib/wedding/constants';
import { withBudget } from '../../lib/data/fallbacks';
import { createSupabaseSource } from '../../lib/data/supabase';
import { writeSnapshot } from '../../lib/data/snapshot';
import { describeError, loadProjectEnv, type Env } from '../db/project';

type Log = (line: string) => void;

/** 0 when the snapshot was written (or, with `optional`, when there is nothing to do or it failed). */
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
    io.err(`Could not make the content snapshot: ${describeError(e)}${optional ? ' (the previous snapshot, if any, is kept)' : ''}`);
    return optional ? 0 : 1;
  }
}

if (require.main === module) {
  void loadProjectEnv()
    .then(() => makeSnapshot(process.env, { out: (l) => console.log(l), err: (l) => console.error(l) }, process.argv.includes('--if-configured')))
    .then((code) => {
      process.exitCode = code;
    });
}
