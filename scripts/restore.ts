import { readFlags, runCommand } from './shell';
import { type Ask } from '../lib/couple/confirm';
import { COMPUTER_BACKUP_LIMITS } from '../lib/couple/backup/backup-zip-source';
import { runRestore } from '../lib/tools/backup/commands';
import { bytesInWords } from '../lib/couple/backup/zip-reader';
import { describeError, UsageError, type Env } from '../lib/couple/project';

/**
 * npm run restore — the command line over lib/couple/backup: makes the project equal a backup.
 *
 *   npm run restore -- DIR [--dry-run] [--yes] [--content DIR] [--service-key …]
 */

type Log = (line: string) => void;

export const USAGE = `Usage: npm run restore -- <backup folder> [--dry-run] [--yes] [--content DIR] [--service-key <secret key>]
  Makes the project equal the backup (npm run backup, or the one a command printed before it changed anything).
  Every row and photo of the backup is checked as seeding checks a folder (a link in the backup, a row or photo
  seeding refuses: each named, nothing written). It lists each change (field: now → the backup's) and what
  would be removed, which goes only with --yes or when you type yes at the terminal; otherwise nothing is
  written. The project as it was is backed up first (backups/<date-time>/), and put back by itself if a step
  fails. Then the site is told to read it again (SITE_URL and REFRESH_TOKEN). --dry-run lists exactly what
  the real run does and writes nothing.
  A backup of a Supabase project needs SUPABASE_URL and the secret key; a backup of a content folder is copied
  back into --content or CONTENT_DIR (default content/demo). The .zip the desk downloads is read in place: one
  that holds more than a wedding's backup (more than ${bytesInWords(COMPUTER_BACKUP_LIMITS.fileBytes)} in one file, or ${bytesInWords(COMPUTER_BACKUP_LIMITS.totalBytes)} in all) is refused unread.`;

export async function runRestoreTool(argv: string[], env: Env, io: { out: Log; err: Log; ask?: Ask }, cwd = process.cwd()): Promise<number> {
  try {
    const { flags, positionals } = readFlags(argv, ['content', 'service-key'], ['dry-run', 'yes', 'help'], true);
    if (flags.help) {
      io.out(USAGE);
      return 0;
    }
    if (positionals.length > 1) throw new UsageError(`One backup folder at a time (${positionals.join(', ')})`);
    const request = { dir: positionals[0], content: flags.content, serviceKey: flags['service-key'], dryRun: Boolean(flags['dry-run']), yes: Boolean(flags.yes) };
    return await runRestore({ ...request, ask: io.ask }, env, cwd, io);
  } catch (e) {
    io.err(e instanceof UsageError ? e.message : `The restore stopped before it changed anything: ${(e instanceof Error ? e.message : describeError(e)).replace(/\.$/, '')}.`);
    if (e instanceof UsageError && /Unknown|needs a value|Name the backup/.test(e.message)) io.err(USAGE);
    return e instanceof UsageError ? 2 : 1;
  }
}

if (require.main === module) runCommand(runRestoreTool);
