import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack, type Stack, type StackOptions } from '../../tests/support/stack';

/** A port beside the test server's own (E2E_PORT + offset), so parallel runs never collide. */
export const portBeside = (baseURL: string | undefined, offset: number) => Number(new URL(baseURL ?? 'http://localhost:3100').port) + offset;

/** A port beside this run's own (E2E_PORT + offset), for specs that start servers before any page exists. */
export const e2ePort = (offset: number) => Number(process.env.E2E_PORT ?? 3100) + offset;

const BUILT = { distDir: process.env.NEXT_DIST_DIR || '.next', build: false } as const;

/** The same production build, started again with its own settings (a content folder, no content folder…). */
export async function startSecondServer(port: number, env: Record<string, string>): Promise<Stack> {
  return startStack({ port, latencyMs: null, ...BUILT, env });
}

/** The same production build in front of the stand-in backend (answering at once), with its own settings. */
export function startBackendServer(port: number, options: Pick<StackOptions, 'env' | 'standIn' | 'standInPort'> = {}): Promise<Stack> {
  return startStack({ port, latencyMs: 0, ...BUILT, ...options });
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
