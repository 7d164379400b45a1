import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { replaceFile } from '@/lib/couple/guests/stores';
import { lastSeedShape, type LastSeed } from './last-seed';

// Each computer's old record: read once, for a project without its own, then forgotten (docs/decisions.md).

export const LAST_SEED_FILE = '.last-seed.json';

const fileOf = (cwd: string) => path.join(/*turbopackIgnore: true*/ cwd, LAST_SEED_FILE);
const projectKey = (url: string) => url.replace(/\/+$/, '').toLowerCase();

async function readAll(cwd: string): Promise<Record<string, unknown>> {
  const json = await readFile(fileOf(cwd), 'utf8').then((text) => JSON.parse(text) as unknown, () => null);
  return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
}

export async function readLastSeedFile(cwd: string, url: string): Promise<LastSeed | null> {
  const parsed = lastSeedShape.safeParse((await readAll(cwd))[projectKey(url)]);
  return parsed.success ? parsed.data : null;
}

export async function forgetLastSeedFile(cwd: string, url: string): Promise<boolean> {
  const { [projectKey(url)]: entry, ...rest } = await readAll(cwd);
  if (entry === undefined) return false;
  if (Object.keys(rest).length) await replaceFile(fileOf(cwd), rest);
  else await rm(fileOf(cwd), { force: true });
  return true;
}
