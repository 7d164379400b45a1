import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The build's snapshot step runs first and its lines scroll away under Next's own; `postbuild`
 * repeats a failure at the very end. The two share this note (node_modules/.cache: never committed).
 */
const noteFile = (cwd: string) => path.join(cwd, 'node_modules', '.cache', 'wedding-invitation', 'snapshot-failed.txt');

/** Notes why this build's snapshot could not be made, or clears the note (null). */
export function recordBuildSnapshot(cwd: string, failure: string | null): void {
  const file = noteFile(cwd);
  if (failure === null) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, failure);
}

/** Why this build's snapshot could not be made, or null when it was (or there was nothing to make). */
export function buildSnapshotFailure(cwd: string): string | null {
  try {
    return readFileSync(noteFile(cwd), 'utf8');
  } catch {
    return null;
  }
}
