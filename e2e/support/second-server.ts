import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack, type Stack } from '../../tests/support/stack';

/** A port beside the test server's own (E2E_PORT + offset), so parallel runs never collide. */
export const portBeside = (baseURL: string | undefined, offset: number) => Number(new URL(baseURL ?? 'http://localhost:3100').port) + offset;

/** The same production build, started again with its own settings (a content folder, no content folder…). */
export async function startSecondServer(port: number, env: Record<string, string>): Promise<Stack> {
  return startStack({ port, latencyMs: null, distDir: process.env.NEXT_DIST_DIR || '.next', build: false, env });
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
