import { readFlags, runCommand } from './shell';
import { runBackup } from '../lib/tools/backup/commands';
import { describeError, UsageError, type Env } from '../lib/couple/project';

/**
 * npm run backup — the command line over lib/couple/backup: the whole wedding to a folder the couple keeps.
 *
 *   npm run backup -- [--out DIR] [--content DIR] [--service-key …]
 */

type Log = (line: string) => void;

export const USAGE = `Usage: npm run backup -- [--out DIR] [--content DIR] [--service-key <secret key>]
  With SUPABASE_URL set: writes every row of every table (wedding_info, guests, love_story, photo_gallery,
  guest_opens) and every file of the photo bucket to DIR (default backups/<date-time>/, which git ignores),
  with manifest.json saying what it holds and when. Without SUPABASE_URL: a copy of the content folder
  (--content, CONTENT_DIR, default content/demo). The backup holds your guests' links: keep it private.
  npm run restore -- DIR brings it back.`;

export async function runBackupTool(argv: string[], env: Env, io: { out: Log; err: Log }, cwd = process.cwd()): Promise<number> {
  try {
    const { flags } = readFlags(argv, ['out', 'content', 'service-key'], ['help']);
    if (flags.help) {
      io.out(USAGE);
      return 0;
    }
    return await runBackup({ out: flags.out, content: flags.content, serviceKey: flags['service-key'] }, env, cwd, io);
  } catch (e) {
    io.err(e instanceof UsageError ? e.message : `The backup failed: ${e instanceof Error ? e.message : describeError(e)}`);
    if (e instanceof UsageError && /Unknown|needs a value/.test(e.message)) io.err(USAGE);
    return e instanceof UsageError ? 2 : 1;
  }
}

if (require.main === module) runCommand(runBackupTool);
