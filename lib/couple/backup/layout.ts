import path from 'node:path';

export const BACKUP_FORMAT = 'wedding-backup/1';

export const BACKUP_TABLES = ['wedding_info', 'guests', 'love_story', 'photo_gallery', 'guest_opens', 'guest_replies', 'desk_messages', 'guest_uploads', 'guest_upload_settings'] as const;

export type BackupTable = (typeof BACKUP_TABLES)[number];

export const LATER_MIGRATIONS = {
  guest_replies: 'supabase/migrations/20261129000000_guest_replies.sql',
  desk_messages: 'supabase/migrations/20261130000000_desk_messages.sql',
  guest_uploads: 'supabase/migrations/20261202040000_guest_uploads.sql',
  guest_upload_settings: 'supabase/migrations/20261202040000_guest_uploads.sql',
} as const satisfies Partial<Record<BackupTable, string>>;
export type LaterTable = keyof typeof LATER_MIGRATIONS;
export const LATER_TABLES = Object.keys(LATER_MIGRATIONS) as LaterTable[];

// Story and gallery by their unique keys, not numbered ids, so a restore never fights the numbering.
export const ROW_KEYS: Record<BackupTable, readonly string[]> = {
  wedding_info: ['id'],
  guests: ['id'],
  love_story: ['year', 'title'],
  photo_gallery: ['storage_path'],
  guest_opens: ['guest_id'],
  guest_replies: ['guest_id'],
  desk_messages: ['language'],
  guest_uploads: ['id'],
  guest_upload_settings: ['id'],
};

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  kind: 'supabase' | 'folder';
  madeAt: string;
  rows: Record<string, number>;
  files: number;
  md5?: Record<string, string>;
  partial?: true;
}

export const MANIFEST = 'manifest.json';
export const ROWS_DIR = 'rows';
export const FILES_DIR = 'files';
export const CONTENT_COPY_DIR = 'content';
export const STORED_BACKUPS = 'desk-backups';

export function defaultBackupDir(cwd: string, now = new Date()): string {
  return path.join(/*turbopackIgnore: true*/ cwd, 'backups', now.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-'));
}
