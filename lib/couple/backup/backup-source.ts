import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { plainFilesOf, type BackupListing } from './backup-files';

/** A backup as a restore reads it: a folder, or a zip read in place within limits (backup-zip-source.ts). */
export interface BackupSource {
  /** The folder or file as the couple named it. */
  readonly label: string;
  readonly listing: BackupListing;
  /** A file's text (the manifest, a table's rows); null when the backup has no such file. */
  text(name: string): Promise<string | null>;
  /** The MD5 of a file's bytes: read, or as the zip's manifest says (`bytes` is checked against it when read). */
  md5(name: string): Promise<string>;
  bytes(name: string): Promise<Buffer>;
  /** Its folder on disk, when it is one (a content folder's backup is restored whole, from its folder). */
  readonly dir?: string;
  close(): Promise<void>;
}

export const md5Of = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** A backup folder on disk; `label` is how the couple named it (a link to it is followed once, here). */
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
