import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack, type Stack, type StackOptions } from '../../tests/support/stack';

const BUILT = { distDir: process.env.NEXT_DIST_DIR || '.next', build: false } as const;

/** The same production build, started again with its own settings (a content folder, no content folder…), on a port of its own. */
export async function startSecondServer(env: Record<string, string>): Promise<Stack> {
  return startStack({ latencyMs: null, ...BUILT, env });
}

/** The same production build in front of the stand-in backend (answering at once), with its own settings, on a port of its own. */
export function startBackendServer(options: Pick<StackOptions, 'env' | 'standIn'> = {}): Promise<Stack> {
  return startStack({ latencyMs: 0, ...BUILT, ...options });
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
