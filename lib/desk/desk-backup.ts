import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { backupZip, backupZipName } from '@/lib/couple/backup/backup-zip';

/** The whole wedding as one file, read with the owner's own session: the same backup `npm run backup` writes. */
export function deskBackup(client: SupabaseClient, now = new Date()): { name: string; body: ReadableStream<Uint8Array> } {
  return { name: backupZipName(now), body: backupZip(client, now) };
}
