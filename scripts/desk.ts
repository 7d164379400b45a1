import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readFlags, runCommand, type ShellIo } from './shell';
import { contentFolder, UsageError, describeError, type Env } from '../lib/couple/project';
import { keyPage, startDeskApp } from '../lib/tools/desk-app/launch';
import { guestsPlace, storeAt } from '../lib/couple/guests/stores';
import { TRIAL_TEXT } from '../lib/desk/local-desk';
import { inviteMember } from '../lib/tools/members/member-invite';

/**
 * `npm run desk [-- --port N] [--folder DIR] [--no-open]`: the site's own desk in the couple's browser, on this
 * computer (docs/desk.md). It runs until Ctrl+C.
 */

const USAGE =
  'Usage: npm run desk [-- --port 4321] [--folder DIR] [--no-open]\n  --folder: where backups/ and desk-messages.json are kept (default: this folder).\n' +
  '       npm run desk -- invite you@example.com   (an owner\'s invite link to the desk on the site; needs the secret key and SITE_URL)';

async function runInvite(argv: string[], env: Env, io: ShellIo): Promise<number> {
  const { positionals } = readFlags(argv, [], [], true);
  if (positionals.length !== 1) throw new UsageError('invite needs one e-mail address');
  let made;
  try {
    made = await inviteMember(env, positionals[0] as string);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    io.err(`No invite was made: ${describeError(e)}`);
    return 1;
  }
  const { link, email } = made;
  io.out(`Open this link to become an owner of the wedding desk as ${email} (it works once, within a week):`);
  io.out(link);
  io.out('Keep it to yourselves: whoever opens it first with that address chooses the password.');
  return 0;
}

function openBrowser(target: string) {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  try {
    spawn(command, [target], { stdio: 'ignore', detached: true }).on('error', () => undefined).unref();
  } catch {
    // No browser to open: the printed address is enough.
  }
}

async function runDesk(argv: string[], env: Env, io: ShellIo): Promise<number> {
  try {
    if (argv[0] === 'invite') return await runInvite(argv.slice(1), env, io);
    const { flags } = readFlags(argv, ['port', 'folder'], ['no-open', 'help']);
    if (flags.help) {
      io.out(USAGE);
      return 0;
    }
    const port = flags.port === undefined ? 4321 : Number(flags.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a port number, not "${flags.port}"`);
    const home = path.resolve(flags.folder ?? process.cwd());
    // Nothing of theirs set up: a throw-away copy of the demo to try, so the desk never edits the built-in demo.
    const trial = !env.SUPABASE_URL?.trim() && !env.CONTENT_DIR?.trim();
    const scratch = trial ? await mkdtemp(path.join(tmpdir(), 'wedding-desk-demo-')) : null;
    if (scratch) await cp(contentFolder(process.cwd(), {}), path.join(scratch, 'demo'), { recursive: true });
    const deskEnv = scratch ? { ...env, CONTENT_DIR: path.join(scratch, 'demo') } : env;
    const works = storeAt(guestsPlace(deskEnv, { local: false }, process.cwd()), process.cwd()).description;
    const app = await startDeskApp({ root: process.cwd(), port, env: deskEnv, home, trial, say: io.out });
    io.out(`The wedding desk is open at ${app.url}`);
    io.out(`Its key, which works once: ${app.key}`);
    io.out(trial ? TRIAL_TEXT : `It works on ${works}.`);
    io.out('Only this computer can reach it. Keep the key to yourselves; Ctrl+C stops the desk, and starting it again gives a new key.');
    const opener = !flags['no-open'] && process.stdout.isTTY ? await keyPage(app) : null;
    if (opener) openBrowser(opener.file);
    const code = await Promise.race([app.exited.then(() => 1), new Promise<number>((resolve) => process.once('SIGINT', () => resolve(0)).once('SIGTERM', () => resolve(0)))]);
    await app.close();
    await opener?.remove();
    if (scratch) await rm(scratch, { recursive: true, force: true });
    if (code) io.err('The desk stopped on its own; start it again with npm run desk.');
    return code;
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(e.message);
      io.err(USAGE);
      return 2;
    }
    io.err(`The desk could not start: ${describeError(e)}`);
    return 1;
  }
}

if (require.main === module) runCommand(runDesk);
