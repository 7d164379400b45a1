'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from '@/lib/wedding/zod';
import { backupUploadTicket, keepUploadedBackup, UPLOADED_NAME } from '@/lib/desk/backup-shelf';
import { deskPublished } from '@/lib/desk/desk-published';
import { restoreDeskBackup, type RestorePreview } from '@/lib/desk/desk-restore';
import { memberSession } from '@/lib/desk/desk-session';

export interface BackupState {
  done?: string;
  error?: string;
  /** A newer preview, when the wedding or the backup changed since the one shown. */
  preview?: RestorePreview;
}

const restoreForm = z.object({ name: z.string().check(z.regex(/^[\w.-]{1,100}$/)), basis: z.string().check(z.maxLength(100)) });
const ZIP_TYPES = new Set(['application/zip', 'application/x-zip-compressed', 'application/octet-stream', '']);

export async function makeBackupAction(): Promise<BackupState> {
  const member = await memberSession();
  if (member?.role !== 'owner') return { error: "Only the wedding's owners make backups." };
  try {
    const where = await member.place.backups.make();
    revalidatePath('/desk/backups');
    return { done: `Backed up the whole wedding: ${where}.` };
  } catch (e) {
    return { error: `The backup could not be made just now (${(e as Error).message}). Download one instead, or try again in a moment.` };
  }
}

export async function restoreAction(_: BackupState, form: FormData): Promise<BackupState> {
  const member = await memberSession();
  if (member?.role !== 'owner') return { error: "Only the wedding's owners restore a backup." };
  const parsed = restoreForm.safeParse({ name: form.get('name'), basis: form.get('basis') });
  if (!parsed.success) return { error: 'The form came back incomplete: reload the page and try again.' };
  const result = await restoreDeskBackup(member.place, parsed.data.name, parsed.data.basis);
  if ('refused' in result) return { error: result.refused };
  if ('preview' in result) return { preview: result.preview };
  await deskPublished();
  revalidatePath('/desk', 'layout');
  return { done: `Restored. ${result.restored}` };
}

/** Where the owner's browser may upload a backup file itself, with progress (the site refuses large bodies). */
export async function backupTicketAction(): Promise<{ name: string; url: string } | null> {
  const member = await memberSession();
  if (member?.role !== 'owner' || !member.place.backups.stored || !member.place.client) return null;
  return backupUploadTicket(member.place.client);
}

/** A backup file, uploaded already or carried by the form, goes to its restore preview. */
export async function uploadBackupAction(_: BackupState, form: FormData): Promise<BackupState> {
  const member = await memberSession();
  if (member?.role !== 'owner' || !member.place.client) return { error: "Only the wedding's owners restore a backup, on the site." };
  let name = form.get('uploaded');
  if (typeof name !== 'string' || !UPLOADED_NAME.test(name)) {
    const file = form.get('backup');
    if (!(file instanceof File) || file.size === 0) return { error: 'Choose the backup file (wedding-backup-….zip) first.' };
    if (!file.name.toLowerCase().endsWith('.zip') || !ZIP_TYPES.has(file.type)) return { error: `${file.name} is not a backup: choose the .zip file the desk downloaded.` };
    try {
      name = await keepUploadedBackup(member.place.client, file);
    } catch (e) {
      return { error: `${(e as Error).message}. Try again in a moment.` };
    }
  }
  redirect(`/desk/backups/${name}`);
}

/** Deletes one kept backup, after the owner confirmed it on its page; the wedding itself does not change. */
export async function removeBackupAction(form: FormData): Promise<void> {
  const member = await memberSession();
  const name = restoreForm.shape.name.safeParse(form.get('name'));
  if (member?.role === 'owner' && name.success) await member.place.backups.remove(name.data);
  revalidatePath('/desk/backups');
  redirect('/desk/backups');
}
