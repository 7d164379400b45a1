'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from '@/lib/wedding/zod';
import { BACKUP_NAME, UPLOADED_NAME } from '@/lib/desk/backup-shelf';
import { deskAction, deskCall, deskPost } from '@/lib/desk/desk-action';
import { deskPublished } from '@/lib/desk/desk-published';
import { restoreDeskBackup, type BackupState } from '@/lib/desk/desk-restore';
import { done, refused } from '@/lib/desk/desk-state';
import { DESK_ROUTE } from '@/lib/site/routes';


const backupName = z.string().check(z.regex(BACKUP_NAME));
const ZIP_TYPES = new Set(['application/zip', 'application/x-zip-compressed', 'application/octet-stream', '']);

export const makeBackupAction = deskAction({ needs: 'owner', schema: z.object({}) }, async (_, member): Promise<BackupState> => {
  try {
    const where = await member.place.backups.make();
    revalidatePath('/desk/backups');
    return done(`Backed up the whole wedding: ${where}.`);
  } catch (e) {
    return refused(`The backup could not be made just now (${(e as Error).message}). Download one instead, or try again in a moment.`);
  }
});

export const restoreAction = deskAction({ needs: 'owner', schema: z.object({ name: backupName, basis: z.string().check(z.maxLength(100)) }) }, async ({ name, basis }, member): Promise<BackupState> => {
  const outcome = await restoreDeskBackup(member.place, name, basis);
  if ('refused' in outcome) return refused(outcome.refused);
  if ('preview' in outcome) return { result: outcome.preview };
  await deskPublished();
  revalidatePath(DESK_ROUTE, 'layout');
  return done(`Restored. ${outcome.restored}`);
});

export const backupTicketAction = deskCall('owner', async (member) => member.place.backupUploads?.ticket() ?? null);

const uploadForm = z.object({ uploaded: z.optional(z.string().check(z.regex(UPLOADED_NAME))), backup: z.optional(z.instanceof(File)) });

export const uploadBackupAction = deskAction(
  { needs: 'owner', schema: uploadForm, fields: (form) => ({ uploaded: form.get('uploaded') || undefined, backup: form.get('backup') ?? undefined }) },
  async ({ uploaded, backup: file }, member): Promise<BackupState> => {
    const uploads = member.place.backupUploads;
    if (!uploads) return refused("Only the wedding's owners restore a backup, on the site.");
    let name = uploaded;
    if (!name) {
      if (!file || file.size === 0) return refused('Choose the backup file (wedding-backup-….zip) first.');
      if (!file.name.toLowerCase().endsWith('.zip') || !ZIP_TYPES.has(file.type)) return refused(`${file.name} is not a backup: choose the .zip file the desk downloaded.`);
      try {
        name = await uploads.keep(file);
      } catch (e) {
        return refused(`${(e as Error).message}. Try again in a moment.`);
      }
    }
    redirect(`/desk/backups/${name}`);
  },
);

export const removeBackupAction = deskPost({ needs: 'owner', schema: z.object({ name: backupName }) }, async ({ name }, member) => {
  await member.place.backups.remove(name);
  revalidatePath('/desk/backups');
  redirect('/desk/backups');
});
