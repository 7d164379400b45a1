import path from 'node:path';

/**
 * How a backup folder is laid out, shared by backup and restore:
 *   manifest.json          what it holds and when it was made
 *   rows/<table>.json      every row of each table (Supabase)
 *   files/<bucket path>    every file of the photo bucket (Supabase)
 *   content/…              a copy of the content folder (a local wedding, CONTENT_DIR)
 */

export const BACKUP_FORMAT = 'wedding-backup/1';

/** Every table of supabase/migrations, in the order rows are restored (a guest before their opens). */
export const BACKUP_TABLES = ['wedding_info', 'guests', 'love_story', 'photo_gallery', 'guest_opens'] as const;
export type BackupTable = (typeof BACKUP_TABLES)[number];

/**
 * What a row is the same row by. Story and gallery go by their own unique keys, not their
 * numbered ids, so a restore never fights the database's numbering.
 */
export const ROW_KEYS: Record<BackupTable, readonly string[]> = {
  wedding_info: ['id'],
  guests: ['id'],
  love_story: ['year', 'title'],
  photo_gallery: ['storage_path'],
  guest_opens: ['guest_id'],
};

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  kind: 'supabase' | 'folder';
  madeAt: string;
  /** Rows per table (Supabase), or entries per JSON file (a content folder). */
  rows: Record<string, number>;
  files: number;
}

export const MANIFEST = 'manifest.json';
export const ROWS_DIR = 'rows';
export const FILES_DIR = 'files';
export const CONTENT_COPY_DIR = 'content';

/** backups/2026-11-26T01-30-05Z under `cwd`: sorts by time, no characters a file system refuses. */
export function defaultBackupDir(cwd: string, now = new Date()): string {
  return path.join(cwd, 'backups', now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-'));
}
