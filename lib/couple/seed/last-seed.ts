import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Base } from '../changes/diff';
import { replaceFile } from '../guests/stores';

// What the folder and the project held right after the last seed, per project: how the next seed tells what the
// couple changed in the project since (the desk, the dashboard) from what they changed in the folder.
// It holds guests' names and messages, so it lives beside .env.local (git ignores it), never in the repository.

export const LAST_SEED_FILE = '.last-seed.json';

export interface PhotoSource {
  /** SHA-256 of the folder's file as it is on disk. */
  sha256: string;
  /** MD5 of the photo as prepared and uploaded (what Storage's eTag says). */
  md5: string;
}

export interface LastSeed extends Base {
  seededAt: string;
  folderPath: string;
  sources: Record<string, PhotoSource>;
}

type Record_ = Record<string, LastSeed>;

async function readAll(cwd: string): Promise<Record_> {
  try {
    const json = JSON.parse(await readFile(path.join(/*turbopackIgnore: true*/ cwd, LAST_SEED_FILE), 'utf8')) as unknown;
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record_) : {};
  } catch {
    return {}; // missing or unreadable: as if never seeded from here, so every project edit counts as the couple's
  }
}

const projectKey = (url: string) => url.replace(/\/+$/, '').toLowerCase();

export async function readLastSeed(cwd: string, url: string): Promise<LastSeed | null> {
  const found = (await readAll(cwd))[projectKey(url)];
  return found && found.folder && found.project ? { ...found, sources: found.sources ?? {} } : null;
}

export async function writeLastSeed(cwd: string, url: string, seed: LastSeed): Promise<void> {
  await replaceFile(path.join(/*turbopackIgnore: true*/ cwd, LAST_SEED_FILE), { ...(await readAll(cwd)), [projectKey(url)]: seed });
}
