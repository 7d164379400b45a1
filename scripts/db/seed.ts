import { readFlags, runCommand } from '../shell';
import { UsageError, type Env } from '../../lib/couple/project';
import { type Ask } from '../../lib/couple/confirm';
import { runSeed } from '../../lib/couple/seed/seed-project';
import type { Log } from '../../lib/couple/seed/seed-write';

/**
 * npm run db:seed — the command line over lib/couple/seed: loads a wedding (the demo by default)
 * into a Supabase project and makes it equal the folder, asking before it removes anything.
 *
 *   npm run db:seed -- [--content content/demo] [--dry-run] [--yes] [--demo-guests | --remove-demo-guests] [--service-key …]
 */

function parseSeedArgs(argv: string[]) {
  const { flags } = readFlags(argv, ['content', 'service-key'], ['dry-run', 'yes', 'demo-guests', 'remove-demo-guests', 'help']);
  return {
    content: flags.content,
    serviceKey: flags['service-key'],
    dryRun: Boolean(flags['dry-run']),
    yes: Boolean(flags.yes),
    demoGuests: Boolean(flags['demo-guests']),
    removeDemoGuests: Boolean(flags['remove-demo-guests']),
    help: Boolean(flags.help),
  };
}

export const USAGE = `Usage: npm run db:seed -- [--content content/demo] [--dry-run] [--yes] [--demo-guests | --remove-demo-guests] [--service-key <secret key>]
  Loads the wedding in the content folder (CONTENT_DIR, default content/demo) into the Supabase project
  at SUPABASE_URL: wedding_info, guests, love_story, photo_gallery and the photos of media/. A folder that
  does not exist or has no wedding.json is refused, and nothing changes.
  Then it makes the project equal the folder: the love story entries, gallery rows and photos (gallery/, story/,
  the folder's guest folders) it does not have are listed first, and removed only with --yes or when you type
  yes at the terminal, after a backup of the whole project (backups/<date-time>/; npm run restore -- <folder>
  brings it back). Without either, nothing at all is written and it exits 1.
  Guests are added or updated, never removed. The demo's guests are left out: their links are published, so anyone
  could open your wedding with them. --demo-guests loads them anyway, to try the site; --remove-demo-guests removes
  them and their photos (asked like any removal).
  --dry-run lists what it would remove and writes nothing. Afterwards it makes the content snapshot
  (npm run snapshot), reading with SUPABASE_ANON_KEY as the site does; it exits 1 when it cannot.
  The secret key comes from --service-key or SUPABASE_SERVICE_ROLE_KEY. Running it again changes nothing.`;

export async function runSeedTool(argv: string[], env: Env, io: { out: Log; err: Log; ask?: Ask }, cwd = process.cwd()): Promise<number> {
  try {
    const args = parseSeedArgs(argv);
    if (args.help) {
      io.out(USAGE);
      return 0;
    }
    return await runSeed({ ...args, ask: io.ask }, env, cwd, io);
  } catch (e) {
    io.err(e instanceof Error ? e.message : String(e));
    if (e instanceof UsageError && /Unknown|needs a value/.test(e.message)) io.err(USAGE);
    return e instanceof UsageError ? 2 : 1;
  }
}

if (require.main === module) runCommand(runSeedTool);
