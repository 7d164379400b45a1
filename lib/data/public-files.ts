import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export function publicFilePath(sitePath: string): string | null {
  const root = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public');
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath.split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  const target = path.resolve(/*turbopackIgnore: true*/ root, `.${decoded}`);
  return target.startsWith(root + path.sep) ? target : null;
}

export async function readPublicFile(sitePath: string): Promise<Uint8Array> {
  const target = publicFilePath(sitePath);
  if (!target) throw new Error('Path leaves public/');
  return readFile(/*turbopackIgnore: true*/ target);
}
