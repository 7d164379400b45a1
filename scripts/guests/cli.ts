import { runCommand } from '../shell';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describeError, projectSettings, serviceClient, UsageError, type Env } from '../../lib/couple/project';
import { formatProblem, ImportError, decodeUtf8 } from '../../lib/couple/guests/csv';
import { partsLabel } from '../../lib/couple/guests/day-parts';
import { importGuestFile } from '../../lib/couple/guests/import';
import { baseUrlWarnings, inviteLink, LINKS_CSV, listedQrFiles, parseBaseUrl, removeStaleQrCodes, writeGuestLinks } from '../../lib/couple/guests/links';
import { planRemoval, removeGuest } from '../../lib/couple/guests/remove';
import { backupProject } from '../../lib/couple/backup/backup';
import { confirmRemoval, type Ask } from '../../lib/couple/confirm';
import { nameWithHint, namesakeHints } from '../../lib/couple/guests/namesakes';
import { opensForLinks, runOpens } from '../../lib/couple/guests/opens';
import { terminalText, terminalValue } from '../../lib/couple/safe-text';
import { remember, remembered } from '../../lib/couple/guests/remembered';
import { detectSeparator, SEPARATORS, type Separator } from '../../lib/couple/guests/separator';
import { localGuestStore, supabaseGuestStore, type GuestStore } from '../../lib/couple/guests/stores';

/**
 * The couple's guest tool.
 *
 *   npm run guests -- import guests.csv [--dry-run]
 *   npm run guests -- links [--base-url https://our-wedding.example] [--out guest-links] [--separator ';']
 *   npm run guests -- remove <id or name> [--dry-run] [--yes]
 *   npm run guests -- opens [--csv opens.csv] [--reset GUEST]
 *
 * With SUPABASE_URL set it works on the Supabase project (with the secret key: --service-key
 * or SUPABASE_SERVICE_ROLE_KEY); otherwise, or with --local, on guests.json in CONTENT_DIR
 * (default content/demo).
 */

export const USAGE = `Usage:
  npm run guests -- import <guests.csv> [--dry-run]
      Adds or updates guests from a CSV file with a header row: name,personal_message,photo_dir
      (separated by commas, semicolons or tabs), and optionally language and invited_to: the ids of the
      guest's parts of the day, apart by spaces ("ceremony evening"; empty: the whole day), each one of
      the wedding's parts. An optional id column updates that guest; an empty id is a new guest (an id
      is made), so two guests of the same name can both be added. Otherwise guests are matched by name.
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

Where the guests are:
  With SUPABASE_URL set: the Supabase project, using the secret key from --service-key or SUPABASE_SERVICE_ROLE_KEY.
  Otherwise (or with --local): guests.json in CONTENT_DIR (default content/demo).`;

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Asks at a terminal and answers what was typed; absent without one. */
  ask?: Ask;
}

interface Args {
  command?: string;
  file?: string;
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
  const args: Args = { local: false, dryRun: false, yes: false, help: false };
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
  [args.command, args.file] = positional;
  if (positional.length > 2) throw new UsageError(`Unexpected argument ${positional[2]}`);
  return args;
}

function separatorFrom(value: string): Separator {
  const named = value === 'tab' || value === '\\t' ? '\t' : value;
  if (named in SEPARATORS) return named as Separator;
  throw new UsageError(`--separator must be ',', ';' or tab, not "${value}"`);
}

function openStore(args: Args, env: Env, cwd: string): GuestStore {
  if (!args.local && env.SUPABASE_URL?.trim()) {
    const settings = projectSettings(env, args.serviceKey);
    return supabaseGuestStore(serviceClient(settings), settings.url);
  }
  return localGuestStore(path.resolve(cwd, env.CONTENT_DIR?.trim() || 'content/demo'), cwd);
}

async function importGuests(args: Args, env: Env, cwd: string, io: Io): Promise<number> {
  if (!args.file) throw new UsageError('Which file? npm run guests -- import guests.csv');
  let bytes: Buffer;
  try {
    bytes = await readFile(path.resolve(cwd, args.file));
  } catch (e) {
    throw new UsageError(`Cannot read ${args.file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : describeError(e)}`);
  }
  const text = decodeUtf8(bytes);
  const store = openStore(args, env, cwd);
  const { plan, added } = await importGuestFile(store, text, { dryRun: args.dryRun });
  for (const g of plan.add) io.out(`  add     line ${g.line}: ${g.name}`);
  for (const u of plan.update) io.out(`  update  line ${u.line}: ${u.after.name}${u.before.name !== u.after.name ? ` (was ${u.before.name})` : ''}`);
  const summary = `${plan.add.length} to add, ${plan.update.length} to update, ${plan.unchanged.length} unchanged`;
  if (args.dryRun) {
    io.out(`Dry run, nothing written to ${store.description}: ${summary}.`);
    return 0;
  }
  // The links' CSV then opens in the same spreadsheet the same way.
  await remember(cwd, { csvSeparator: detectSeparator(text.replace(/\r\n?/g, '\n')) });
  io.out(`Wrote ${store.description}: ${plan.add.length} added, ${plan.update.length} updated, ${plan.unchanged.length} unchanged.`);
  if (added.length) io.out('Run "npm run guests -- links" for everyone\'s personal link and QR code.');
  return 0;
}

async function links(args: Args, env: Env, cwd: string, io: Io): Promise<number> {
  const rawBase = args.baseUrl ?? env.SITE_URL?.trim();
  if (!rawBase) throw new UsageError('The links need the site\'s address: give --base-url https://our-wedding.example or set SITE_URL.');
  let base: URL;
  try {
    base = parseBaseUrl(rawBase);
  } catch (e) {
    throw new UsageError(describeError(e));
  }
  for (const warning of baseUrlWarnings(base)) io.err(`Warning: ${warning}`);
  const store = openStore(args, env, cwd);
  if (store.local) {
    io.out(`${args.local ? 'With --local' : 'SUPABASE_URL is not set'}: these links are for the guests in the local content folder ${store.local} (guests.json).`);
  }
  const guests = await store.list();
  if (guests.length === 0) {
    io.out(`No guests yet in ${store.description}. Add them with: npm run guests -- import guests.csv`);
    return 0;
  }
  const outDir = path.resolve(cwd, args.out ?? 'guest-links');
  const separator = args.separator ?? (await remembered(cwd)).csvSeparator ?? ',';
  const earlier = await listedQrFiles(outDir);
  const written = await writeGuestLinks(guests, base, outDir, await opensForLinks(args.local, env, args.serviceKey, io), separator);
  const stale = await removeStaleQrCodes(outDir, earlier, written);
  const hints = namesakeHints(guests);
  const width = Math.min(60, Math.max(...guests.map((g) => nameWithHint(g, hints).length)));
  // After the link, a guest's own language ('pl'; none: the wedding's default) and, when anyone is invited
  // to part of the day only, each guest's parts ('ceremony evening', or 'whole day').
  const someParts = guests.some((g) => (g.invited_to?.length ?? 0) > 0);
  const languageWidth = someParts ? Math.max(0, ...guests.map((g) => g.language?.length ?? 0)) : 0;
  for (const l of written) {
    const language = (l.guest.language ?? '').padEnd(languageWidth);
    const after = [language, someParts ? partsLabel(l.guest) : ''].filter((v) => v !== '').join('  ');
    io.out(`${nameWithHint(l.guest, hints).padEnd(width)}  ${inviteLink(base, l.guest.id)}${after ? `  ${after}` : ''}`.trimEnd());
  }
  const shown = path.relative(cwd, outDir);
  io.out(`\n${written.length} links; QR codes (SVG and PNG) and ${LINKS_CSV} (${SEPARATORS[separator]}-separated) are in ${shown && !shown.startsWith('..') ? shown : outDir}/`);
  if (stale.length) io.out(`Removed ${stale.length} QR ${stale.length === 1 ? 'file' : 'files'} of guests no longer on the list (or renamed): ${stale.join(', ')}`);
  io.out(`To look at a guest's invitation yourself without it counting as opened, use its preview_link (the link ending in ?preview).`);
  return 0;
}

async function remove(args: Args, env: Env, cwd: string, io: Io): Promise<number> {
  if (!args.file) throw new UsageError('Which guest? npm run guests -- remove <id or name> (guest-links.csv lists every id)');
  const store = openStore(args, env, cwd);
  const removal = await planRemoval(store, args.file, await opensForLinks(args.local, env, args.serviceKey, io));
  if (args.dryRun) {
    io.out('Dry run, nothing removed. This would remove:');
    for (const line of removal.lines) io.out(`  ${line}`);
    return 0;
  }
  io.out('This removes:');
  if (!(await confirmRemoval(removal.lines.map((l) => `  ${l}`), { yes: args.yes, ask: io.ask }, io))) return 1;
  const backup = await backupProject(store.backupTarget, { cwd });
  io.out(`Backup first: ${shownPath(cwd, backup.dir)} (to undo: npm run restore -- ${shownPath(cwd, backup.dir)})`);
  if (!(await removeGuest(store, removal))) {
    io.err(`${terminalValue(removal.guest.name)} was already removed (by someone else meanwhile?); nothing else changed.`);
    return 1;
  }
  io.out(`Removed ${terminalValue(removal.guest.name)} (${removal.guest.id}): their link now answers "not found".`);
  io.out('The next "npm run guests -- links" removes their QR codes. A guest CSV that still lists them adds them back as a new guest.');
  return 0;
}

const shownPath = (cwd: string, file: string) => {
  const shown = path.relative(cwd, file);
  return shown && !shown.startsWith('..') ? shown : file;
};

/** Runs the tool; answers the exit code. Problems are printed, never thrown. */
export async function runGuestTool(argv: string[], env: Env, rawIo: Io, cwd = process.cwd()): Promise<number> {
  // Guests' names reach these lines: escapes in them are shown, never obeyed by the terminal.
  const io: Io = { ...rawIo, out: (line) => rawIo.out(terminalText(line)), err: (line) => rawIo.err(terminalText(line)) };
  try {
    const args = parseArgs(argv);
    if (args.help || !args.command) {
      io.out(USAGE);
      return args.help ? 0 : 2;
    }
    if (args.command === 'import') return await importGuests(args, env, cwd, io);
    if (args.command === 'links') return await links(args, env, cwd, io);
    if (args.command === 'remove') return await remove(args, env, cwd, io);
    if (args.command === 'opens') return await runOpens({ ...args, separator: args.separator ?? (await remembered(cwd)).csvSeparator }, env, cwd, io);
    throw new UsageError(`Unknown command "${args.command}"`);
  } catch (e) {
    if (e instanceof ImportError) {
      io.err(`Nothing was imported. Fix ${e.problems.length === 1 ? 'this problem' : `these ${e.problems.length} problems`} and run it again:`);
      for (const p of e.problems) io.err(`  ${formatProblem(p)}`);
      return 1;
    }
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
