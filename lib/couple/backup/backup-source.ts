import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { plainFilesOf, type BackupListing } from './backup-files';

export interface BackupSource {
  readonly label: string;
  readonly listing: BackupListing;
  text(name: string): Promise<string | null>;
  md5(name: string): Promise<string>;
  bytes(name: string): Promise<Buffer>;
  readonly dir?: string;
  close(): Promise<void>;
}

export const md5Of = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

// A link naming the folder itself is followed once, here.
export async function folderSource(named: string, label = named): Promise<BackupSource> {
  const dir = await realpath(named).catch(() => named);
  const listing = await plainFilesOf(dir, label);
  const full = (name: string) => path.join(/*turbopackIgnore: true*/ dir, ...name.split('/'));
  return {
    label,
    listing,
    text: async (name) => (listing.files.includes(name) ? readFile(full(name), 'utf8') : null),
    async md5(name) {
      const hash = createHash('md5');
      for await (const chunk of createReadStream(full(name))) hash.update(chunk as Buffer);
      return hash.digest('hex');
    },
    bytes: (name) => readFile(full(name)),
    dir,
    close: async () => undefined,
  };
}
