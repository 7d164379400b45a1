import { readFlags, runCommand } from './shell';
import path from 'node:path';
import { type Ask } from '../lib/couple/confirm';
import { readManifest, restoreProject } from '../lib/couple/backup/restore';
import { describeError, projectSettings, serviceClient, UsageError, type Env } from '../lib/couple/project';
import { makeSnapshot } from '../lib/couple/snapshot/make';

/**
 * npm run restore — the command line over lib/couple/backup/restore: makes the project equal a backup.
 *
 *   npm run restore -- DIR [--dry-run] [--yes] [--content DIR] [--service-key …]
 */

type Log = (line: string) => void;

export const USAGE = `Usage: npm run restore -- <backup folder> [--dry-run] [--yes] [--content DIR] [--service-key <secret key>]
  Makes the project equal the backup (npm run backup, or the one a removing command printed): writes its rows
  and files, and removes the rows and files the backup does not have. What would be removed is listed first and
  goes only with --yes or when you type yes at the terminal; otherwise nothing is written. The project as it was
  is backed up first (backups/<date-time>/). --dry-run lists it all and writes nothing.
  A backup of a Supabase project needs SUPABASE_URL and the secret key; a backup of a content folder is copied
  back into --content or CONTENT_DIR (default content/demo).`;

export async function runRestore(argv: string[], env: Env, io: { out: Log; err: Log; ask?: Ask }, cwd = process.cwd()): Promise<number> {
  try {
    const { flags, positionals } = readFlags(argv, ['content', 'service-key'], ['dry-run', 'yes', 'help'], true);
    if (flags.help) {
      io.out(USAGE);
      return 0;
    }
    if (positionals.length > 1) throw new UsageError(`One backup folder at a time (${positionals.join(', ')})`);
    const [dir] = positionals;
    const { content, 'service-key': serviceKey } = flags;
    const [dryRun, yes] = [Boolean(flags['dry-run']), Boolean(flags.yes)];
    if (!dir) throw new UsageError('Name the backup folder to restore, e.g. npm run restore -- backups/2026-11-26T01-30-05Z');
    const backup = path.resolve(cwd, dir);
    const manifest = await readManifest(backup);
    const target =
      manifest.kind === 'supabase'
        ? serviceClient(projectSettings(env, serviceKey))
        : path.resolve(cwd, content ?? (env.CONTENT_DIR?.trim() || 'content/demo'));
    const outcome = await restoreProject(target, backup, { dryRun, yes, ask: io.ask, cwd }, io);
    if (outcome.status === 'refused') return 1;
    if (outcome.status === 'dry-run' || typeof target === 'string') return 0;
    // The site's snapshot follows the restored wedding, as after seeding; emptied parts are what the backup holds.
    if (!env.SUPABASE_ANON_KEY?.trim()) {
      io.out('Run npm run snapshot (with SUPABASE_ANON_KEY set) so the site\'s snapshot holds the restored wedding.');
      return 0;
    }
    if ((await makeSnapshot(env, io, false, cwd, { allowEmptied: true })) !== 0) {
      io.err('The backup is restored, but the snapshot is not: fix the above and run npm run snapshot.');
      return 1;
    }
    return 0;
  } catch (e) {
    io.err(e instanceof UsageError ? e.message : `The restore stopped: ${e instanceof Error ? e.message : describeError(e)}. Running it again finishes it.`);
    if (e instanceof UsageError && /Unknown|needs a value|Name the backup/.test(e.message)) io.err(USAGE);
    return e instanceof UsageError ? 2 : 1;
  }
}

if (require.main === module) runCommand(runRestore);
