import { spawn } from 'node:child_process';
import path from 'node:path';
import { readFlags, runCommand, type ShellIo } from './shell';
import { UsageError, describeError, type Env } from '../lib/couple/project';
import { TRIAL_TEXT } from '../lib/couple/desk/layout';
import { deskRoutes } from '../lib/couple/desk/routes';
import { startDesk } from '../lib/couple/desk/server';
import { inviteMember } from '../lib/couple/members/member-invite';

/**
 * `npm run desk [-- --port N] [--folder DIR] [--no-open]`: the couple's desk in their own browser (docs/desk.md).
 * It runs until Ctrl+C.
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

function openBrowser(url: string) {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  try {
    spawn(command, [url], { stdio: 'ignore', detached: true }).on('error', () => undefined).unref();
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
    const desk = await startDesk({ port, env, routes: deskRoutes, ...(flags.folder ? { home: path.resolve(flags.folder) } : {}) });
    io.out(`The wedding desk is open at ${desk.url}`);
    if (desk.project.trial) io.out(TRIAL_TEXT);
    else io.out(`It works on ${desk.project.store.description}.`);
    io.out('Only this computer can reach it; the address holds its key, so keep it to yourselves. Ctrl+C stops it.');
    if (!flags['no-open'] && process.stdout.isTTY) openBrowser(desk.url);
    await new Promise<void>((resolve) => process.once('SIGINT', resolve).once('SIGTERM', resolve));
    await desk.close();
    return 0;
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
