import { createServer } from 'node:net';

/**
 * Refuses a port something already listens on: a server left by an interrupted run would answer in place of the one
 * about to start, and be measured with its old build.
 */
export function ensurePortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is taken (a server left by an earlier run?): stop it, or pass --port`)));
    probe.listen(port, () => probe.close(() => resolve()));
  });
}
