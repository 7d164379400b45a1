import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// postbuild repeats a failure at the very end, where Next's lines no longer hide it.
const noteFile = (cwd: string) => path.join(/*turbopackIgnore: true*/ cwd, 'node_modules', '.cache', 'wedding-invitation', 'snapshot-failed.txt');

export function recordBuildSnapshot(cwd: string, failure: string | null): void {
  const file = noteFile(cwd);
  if (failure === null) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, failure);
}

export function buildSnapshotFailure(cwd: string): string | null {
  try {
    return readFileSync(noteFile(cwd), 'utf8');
  } catch {
    return null;
  }
}
