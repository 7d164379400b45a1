import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Ports for the servers the tests start, which no two can share: the operating system picks one no
 * server listens on, and a registry of this machine's test processes (one file per port in the
 * temporary folder, holding the owner's pid) keeps it ours until it is released or we exit, so a
 * Playwright worker, a Jest worker or a second run cannot be handed it between our check and our
 * server's start. A file whose owner has died is taken over.
 */

const DIR = path.join(tmpdir(), 'wedding-test-ports');
const held = new Set<number>();
const fileOf = (port: number) => path.join(DIR, String(port));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims the port in the registry; false when a living process holds it. */
function claim(port: number): boolean {
  mkdirSync(DIR, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(fileOf(port), 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(port);
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let owner = 0;
    try {
      owner = Number(readFileSync(fileOf(port), 'utf8'));
    } catch {
      continue; // released meanwhile: try again
    }
    if (owner && alive(owner)) return false;
    try {
      // Moved aside, not deleted: of two processes taking over the same stale file, one succeeds.
      renameSync(fileOf(port), `${fileOf(port)}.stale-${process.pid}`);
      unlinkSync(`${fileOf(port)}.stale-${process.pid}`);
    } catch {
      // another process took it over first
    }
  }
  return false;
}

/** A port the operating system has free now (it listens on port 0 in a short-lived process and reports the port it got). */
function osFreePort(): number {
  const probe = spawnSync(
    process.execPath,
    ['-e', "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });"],
    { encoding: 'utf8' },
  );
  const port = Number(probe.stdout);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`could not find a free port: ${probe.stderr}`);
  return port;
}

/** A free port reserved for this process until releasePort (or exit). */
export function reservePort(): number {
  for (let i = 0; i < 20; i++) {
    const port = osFreePort();
    if (claim(port)) return port;
  }
  throw new Error('could not reserve a free port in 20 tries');
}

export function releasePort(port: number): void {
  if (!held.delete(port)) return;
  try {
    unlinkSync(fileOf(port));
  } catch {
    // already gone
  }
}

process.once('exit', () => {
  for (const port of held) releasePort(port);
});

/**
 * Waits until this process alone holds `name` (a file in the registry; one whose owner died is taken
 * over), for work that must not overlap between Playwright workers: a build, or a server on a port
 * fixed for the whole run. Answers the release.
 */
export async function exclusively(name: string, timeoutMs: number): Promise<() => void> {
  mkdirSync(DIR, { recursive: true });
  const file = path.join(DIR, `${name}.lock`);
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        try {
          unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let owner = 0;
    try {
      owner = Number(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    if (owner && !alive(owner)) {
      try {
        renameSync(file, `${file}.stale-${process.pid}`);
        unlinkSync(`${file}.stale-${process.pid}`);
      } catch {
        // taken over by another process first
      }
      continue;
    }
    if (Date.now() > until) throw new Error(`${name} stayed held by process ${owner} for ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
