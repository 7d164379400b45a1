import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export async function readPublicFile(sitePath: string): Promise<Uint8Array> {
  const root = path.join(process.cwd(), 'public');
  const target = path.resolve(root, `.${decodeURIComponent(sitePath.split(/[?#]/)[0] ?? '')}`);
  if (!target.startsWith(root + path.sep)) throw new Error('Path leaves public/');
  return readFile(target);
}
