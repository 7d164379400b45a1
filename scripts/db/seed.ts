import { readFlags, runCommand } from '../shell';
import { UsageError, type Env } from '../../lib/couple/project';
import { type Ask } from '../../lib/couple/confirm';
import { runSeed } from '../../lib/tools/seed/seed-project';
import type { Log } from '../../lib/couple/seed/seed-write';

/**
 * npm run db:seed — the command line over lib/couple/seed: loads a wedding (the demo by default)
 * into a Supabase project and makes it equal the folder, asking before it removes anything.
 *
 *   npm run db:seed -- [--content content/demo] [--dry-run] [--yes] [--take "Lunch · start"]… [--keep-project] [--demo-guests | --remove-demo-guests] [--service-key …]
 */

function parseSeedArgs(argv: string[]) {
  const { flags } = readFlags(argv, ['content', 'service-key'], ['dry-run', 'yes', 'demo-guests', 'remove-demo-guests', 'keep-project', 'help'], false, ['take']);
  return {
    content: flags.content,
    serviceKey: flags['service-key'],
    dryRun: Boolean(flags['dry-run']),
    yes: Boolean(flags.yes),
    demoGuests: Boolean(flags['demo-guests']),
    removeDemoGuests: Boolean(flags['remove-demo-guests']),
    take: flags.take ?? [],
    keepProject: Boolean(flags['keep-project']),
    help: Boolean(flags.help),
  };
}

export const USAGE = `Usage: npm run db:seed -- [--content content/demo] [--dry-run] [--yes] [--take "<change>"]… [--keep-project]
                        [--demo-guests | --remove-demo-guests] [--service-key <secret key>]
  Loads the wedding in the content folder (CONTENT_DIR, default content/demo) into the Supabase project at
  SUPABASE_URL: wedding_info, guests, love_story, photo_gallery and the photos of media/ (each prepared: upright,
  at most 1600 px wide, without where or how it was taken). A folder that does not exist or has no wedding.json
  is refused, and nothing changes.
  Once seeded, the project is the wedding. Each seed compares the folder with the project field by field and
  lists every change as "field: now → the folder's" ("Lunch · start: 14:00 → 13:30"):
    - what only your folder changed since the last seed is written;
    - what the project changed since the last seed (the desk, the dashboard) stays, unless you say yes to your
      folder's for exactly that: --take "<the line's name, before the colon>" (once for each), or at the terminal;
      --keep-project keeps all of the project's and writes the rest; without an answer nothing is written (exit 1);
    - what your folder no longer has (story entries, gallery rows, photos of gallery/, story/ and its guest folders)
      is removed only with --yes or when you type yes.
  Before it changes anything it backs up the whole project (backups/<date-time>/; npm run restore -- <folder>
  brings it back), and if a step fails it puts that backup back by itself. What the last seed wrote is kept in
  the project itself (supabase/migrations/20261202020000_last_seed.sql), so any computer seeds against it; an
  empty project is seeded as new.
  Guests are added or updated, never removed. The demo's guests are left out: their links are published, so anyone
  could open your wedding with them. --demo-guests loads them anyway, to try the site; --remove-demo-guests removes
  them and their photos (asked like any removal).
  --dry-run lists exactly what the real run would do and writes nothing. Afterwards it makes the content snapshot
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
