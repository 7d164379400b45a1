import 'server-only';
import { backupZip, backupZipName } from '@/lib/couple/backup/backup-zip';
import type { DeskPlace } from './desk-place';

/** The whole wedding as one file, read with the owner's own session: the same backup `npm run backup` writes; null for a content folder. */
export function deskBackup(place: DeskPlace, now = new Date()): { name: string; body: ReadableStream<Uint8Array> } | null {
  return place.client ? { name: backupZipName(now), body: backupZip(place.client, now) } : null;
}
