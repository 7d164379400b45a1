import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GuestStore } from './stores';

/**
 * Asking before a removal and the backup taken first, for the guest tool. Minimal stand-ins for
 * lib/couple/confirm.ts and lib/couple/backup/backup.ts (issue 35, being written beside this): same
 * signatures, so switching is changing these two bodies to calls of theirs.
 */

export interface ConfirmIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface ConfirmOptions {
  yes: boolean;
  /** Asks the couple at a terminal; absent when there is none (a script, CI). */
  ask?: (question: string) => Promise<string>;
}

/** Lists what would be removed; true only with --yes or when the couple types yes. */
export async function confirmRemoval(lines: string[], { yes, ask }: ConfirmOptions, io: ConfirmIo): Promise<boolean> {
  io.out('This removes:');
  for (const line of lines) io.out(`  ${line}`);
  if (yes) return true;
  if (!ask) {
    io.err('Nothing was removed: there is no terminal to ask at. Run it again with --yes to remove the above.');
    return false;
  }
  const answer = (await ask('Type yes to remove it: ')).trim().toLowerCase();
  if (answer === 'yes') return true;
  io.err('Nothing was removed.');
  return false;
}

/** Every row of the guests and their opens, written to a new folder (under backups/ unless `dir`); answers where and how much. */
export async function backupGuests(store: GuestStore, { dir, cwd = process.cwd() }: { dir?: string; cwd?: string } = {}): Promise<{ dir: string; rows: number; files: number }> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const folder = path.resolve(cwd, dir ?? path.join('backups', `${stamp}-guests`));
  await mkdir(folder, { recursive: true });
  const tables = await store.rows();
  for (const [table, rows] of Object.entries(tables)) {
    await writeFile(path.join(folder, `${table}.json`), `${JSON.stringify(rows, null, 2)}\n`, { encoding: 'utf8', flag: 'wx' });
  }
  return { dir: folder, rows: Object.values(tables).reduce((n, rows) => n + rows.length, 0), files: 0 };
}
