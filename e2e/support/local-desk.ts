import { spawn, type ChildProcess } from 'node:child_process';
import { releasePort, reservePort } from '../../tests/support/ports';

/** `npm run desk -- --port N --folder DIR --no-open` as the couple runs it, with what it printed: its address and key. */
export interface LocalDesk {
  port: number;
  url: string;
  key: string;
  printed(): string;
  stop(): void;
}

export async function startLocalDesk(env: Record<string, string>, folder: string): Promise<LocalDesk> {
  const port = reservePort();
  const desk: ChildProcess = spawn('npm', ['run', '--silent', 'desk', '--', '--port', String(port), '--folder', folder, '--no-open'], {
    env: { ...process.env, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  desk.stdout!.on('data', (c: Buffer) => (printed += c.toString()));
  desk.stderr!.on('data', (c: Buffer) => (printed += c.toString()));
  const key = () => /Its key, which works once: ([\w-]{40,})/.exec(printed)?.[1];
  const until = Date.now() + 280_000;
  while (!key()) {
    if (desk.exitCode !== null) throw new Error(`npm run desk exited: ${printed}`);
    if (Date.now() > until) throw new Error(`npm run desk printed no key: ${printed}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    url: `http://127.0.0.1:${port}/desk`,
    key: key()!,
    printed: () => printed,
    stop() {
      try {
        process.kill(-desk.pid!, 'SIGTERM');
      } catch {}
      releasePort(port);
    },
  };
}
