import { runCommand, type ShellIo } from '../shell';
import { describeError, UsageError, type Env } from '../../lib/couple/project';
import { runImport } from '../../lib/couple/guests/import';
import { LINKS_CSV } from '../../lib/couple/guests/links';
import { runRemove } from '../../lib/tools/guests/remove';
import { runLinks } from '../../lib/tools/guests/write-links';
import { runOpens } from '../../lib/couple/guests/opens';
import { runPhotos } from '../../lib/tools/guests/photos';
import { runPhotosDownload } from '../../lib/tools/guests/photos-download';
import { terminalText } from '../../lib/couple/safe-text';
import { remembered } from '../../lib/couple/guests/remembered';
import { SEPARATORS, type Separator } from '../../lib/couple/guests/separator';

// The couple's guest tool (import, links, remove, opens, photos, photos-download): docs/couples-guide.md says how to use each.

export const USAGE = `Usage:
  npm run guests -- import <guests.csv> [--dry-run]
      Adds or updates guests from a CSV file with a header row: name,personal_message,photo_dir
      (separated by commas, semicolons or tabs), and optionally language and invited_to: the ids of the
      guest's parts of the day, apart by spaces ("ceremony evening"), each one of the wedding's parts.
      An optional id column updates that guest; an empty id is a new guest (an id is made), so two
      guests of the same name can both be added. Otherwise guests are matched by name.
      An empty cell keeps what a guest has; a cell of only - clears it (- in invited_to: the whole day).
      Lists every change old → new first (--dry-run stops there), then backs up the wedding and writes.
  npm run guests -- links [--base-url https://our-wedding.example] [--out guest-links] [--separator ';']
      Prints every guest's personal link and writes a QR code per guest (SVG and PNG) and ${LINKS_CSV}
      (with each guest's preview_link, which you may open without it counting as opened). Guests who share
      a name get a hint (photo folder, or their message's first words) to tell them apart.
      A trailing /invite/ on the address is dropped; a local, private or plain-http address is warned about.
      The CSV uses the separator of the last imported file unless --separator (',' ';' or tab) says otherwise.
  npm run guests -- remove <id or name> [--dry-run] [--yes]
      Removes one guest and their opens: lists what goes, then removes it only with --yes or when you type
      yes at the terminal, after a backup (printed). A name two guests share is refused: give the id.
      Their link answers 404 at once; the next "links" removes their QR codes. A CSV that still lists
      them adds them back, as a new guest with a new link.
  npm run guests -- opens [--csv opens.csv] [--reset GUEST]
      Who has opened their invitation (first and last time, ISO 8601 UTC) and who has not, not-opened first;
      --csv also writes it to a file; --reset GUEST (a name or an id) forgets that guest's opens. Supabase only.
  npm run guests -- photos <id or name> <photo files…> [--dry-run] [--yes]
      Puts photos into one guest's own folder (guest-photos/<their photo_dir, else their id>/), without a seed.
      Each is prepared first: turned upright, at most 1600 px wide, with where it was taken and the camera
      removed; it keeps its name (made safe) and its kind (.jpg, .jpeg, .png, .webp or .gif). One bad file
      and nothing is uploaded. A photo of the same name is replaced only with --yes or when you type yes.
  npm run guests -- photos-download [--out guests-photos.zip] [--yes]
      Downloads every photo and video guests sent from their phones (the desk's Guests' photos), approved
      or not, into one .zip with a folder per guest, read from storage as it is written. An existing file
      is replaced only with --yes. Supabase only.

Where the guests are:
  With SUPABASE_URL set: the Supabase project, using the secret key from --service-key or SUPABASE_SERVICE_ROLE_KEY.
  Otherwise (or with --local): guests.json in CONTENT_DIR (default content/demo).`;

interface Args {
  command?: string;
  file?: string;
  /** What follows the command's first argument (photos: the files). */
  more: string[];
  baseUrl?: string;
  out?: string;
  csv?: string;
  reset?: string;
  separator?: Separator;
  serviceKey?: string;
  local: boolean;
  dryRun: boolean;
  yes: boolean;
  help: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { local: false, dryRun: false, yes: false, help: false, more: [] };
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const take = () => {
      if (inline !== undefined) return inline;
      const next = argv[++i];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${flag} needs a value`);
      return next;
    };
    if (flag === '--base-url') args.baseUrl = take();
    else if (flag === '--out') args.out = take();
    else if (flag === '--csv') args.csv = take();
    else if (flag === '--reset') args.reset = take();
    else if (flag === '--separator') args.separator = separatorFrom(take());
    else if (flag === '--service-key') args.serviceKey = take();
    else if (flag === '--local') args.local = true;
    else if (flag === '--dry-run') args.dryRun = true;
    else if (flag === '--yes' || flag === '-y') args.yes = true;
    else if (flag === '--help' || flag === '-h') args.help = true;
    else if (flag.startsWith('--')) throw new UsageError(`Unknown option ${flag}`);
    else positional.push(arg);
  }
  [args.command, args.file, ...args.more] = positional;
  if (positional.length > 2 && args.command !== 'photos') throw new UsageError(`Unexpected argument ${positional[2]}`);
  return args;
}

function separatorFrom(value: string): Separator {
  const named = value === 'tab' || value === '\\t' ? '\t' : value;
  if (named in SEPARATORS) return named as Separator;
  throw new UsageError(`--separator must be ',', ';' or tab, not "${value}"`);
}

/** Runs the tool; answers the exit code. Problems are printed, never thrown. */
export async function runGuestTool(argv: string[], env: Env, rawIo: ShellIo, cwd = process.cwd()): Promise<number> {
  // Guests' names reach these lines: escapes in them are shown, never obeyed by the terminal.
  const io: ShellIo = { ...rawIo, out: (line) => rawIo.out(terminalText(line)), err: (line) => rawIo.err(terminalText(line)) };
  try {
    const args = parseArgs(argv);
    if (args.help || !args.command) {
      io.out(USAGE);
      return args.help ? 0 : 2;
    }
    if (args.command === 'import') return await runImport(args, env, cwd, io);
    if (args.command === 'links') return await runLinks(args, env, cwd, io);
    if (args.command === 'remove') return await runRemove({ ...args, who: args.file, ask: io.ask }, env, cwd, io);
    if (args.command === 'photos') return await runPhotos({ ...args, who: args.file, files: args.more, ask: io.ask }, env, cwd, io);
    if (args.command === 'photos-download') return await runPhotosDownload(args, env, cwd, io);
    if (args.command === 'opens') return await runOpens({ ...args, separator: args.separator ?? (await remembered(cwd)).csvSeparator }, env, cwd, io);
    throw new UsageError(`Unknown command "${args.command}"`);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(e.message);
      if (/Unknown|Unexpected|needs a value/.test(e.message)) io.err(USAGE);
      return 2;
    }
    io.err(describeError(e));
    return 1;
  }
}

if (require.main === module) runCommand(runGuestTool);
