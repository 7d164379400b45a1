/**
 * npm run snapshot — saves the couple's content (wedding info, love story, gallery rows; never
 * guests) to content/snapshot.json (CONTENT_SNAPSHOT to change), read from the configured
 * backend with the public key, as the site reads it. The site shows it where the backend fails
 * before anything was read (a cold start during an outage). A failed or empty read keeps the old one.
 *
 *   npm run snapshot                      after editing content in the dashboard; exits 1 when it fails
 *   npm run snapshot -- --allow-empty     when the story or gallery was emptied on purpose
 *   npm run snapshot -- --if-configured   the build's hook: nothing without Supabase; a failure never
 *                                         fails the build, but `postbuild` repeats it in the build's last lines
 * npm run db:seed makes it too, right after seeding, and fails when it cannot.
 */
import { terminalIo } from '../shell';
import { loadProjectEnv } from '../../lib/couple/project';
import { recordBuildSnapshot } from '../../lib/couple/snapshot/build-status';
import { makeSnapshot } from '../../lib/couple/snapshot/make';

if (require.main === module) {
  const optional = process.argv.includes('--if-configured');
  const allowEmptied = process.argv.includes('--allow-empty');
  void loadProjectEnv()
    .then(() => {
      recordBuildSnapshot(process.cwd(), null);
      return makeSnapshot(process.env, terminalIo, optional, process.cwd(), { allowEmptied });
    })
    .then((code) => {
      process.exitCode = code;
    });
}
