import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reservePort } from '../../tests/support/ports';
import { startStack, type Stack, type StackOptions } from '../../tests/support/stack';

/**
 * A port for a server a spec starts, which no other server can have: free now and reserved for this
 * worker (tests/support/ports.ts). Not an offset from E2E_PORT: offsets collided between specs, and
 * between a worker and its replacement after a failure.
 */
export const e2ePort = () => reservePort();

const BUILT = { distDir: process.env.NEXT_DIST_DIR || '.next', build: false } as const;

/** The same production build, started again with its own settings (a content folder, no content folder…), on a port of its own. */
export async function startSecondServer(env: Record<string, string>, port?: number): Promise<Stack> {
  return startStack({ ...(port === undefined ? {} : { port }), latencyMs: null, ...BUILT, env });
}

type BackendOptions = Pick<StackOptions, 'env' | 'standIn' | 'standInPort'>;

/** The same production build in front of the stand-in backend (answering at once), with its own settings, on a port of its own. */
export function startBackendServer(portOrOptions?: number | BackendOptions, options: BackendOptions = {}): Promise<Stack> {
  const [port, o] = typeof portOrOptions === 'number' ? [portOrOptions, options] : [undefined, portOrOptions ?? {}];
  return startStack({ ...(port === undefined ? {} : { port }), latencyMs: 0, ...BUILT, ...o });
}

/** A content folder holding only the given media files (path under media/ → text). */
export async function contentFolder(files: Record<string, string>): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'wedding-content-'));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, 'media', name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
