import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

// A link could make a restore copy whatever it points at (docs/decisions.md, "A backup holds plain files only").

export interface BackupListing {
  files: string[];
  problems: string[];
}

export async function plainFilesOf(root: string, shown = root): Promise<BackupListing> {
  const files: string[] = [];
  const problems: string[] = [];
  const walk = async (rel: string) => {
    for (const entry of await readdir(path.join(/*turbopackIgnore: true*/ root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) problems.push(`${shown}/${child} is a link to somewhere else, not a file of the backup`);
      else if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) files.push(child);
      else problems.push(`${shown}/${child} is not a plain file`);
    }
  };
  const top = await lstat(root).catch(() => null);
  if (top?.isSymbolicLink()) problems.push(`${shown} is a link to another folder, not a folder of the backup`);
  else if (top?.isDirectory()) await walk('');
  return { files: files.sort(), problems };
}
