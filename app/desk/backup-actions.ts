'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { deskPublished } from '@/lib/desk/desk-published';
import { restoreDeskBackup, type RestorePreview } from '@/lib/desk/desk-restore';
import { memberSession } from '@/lib/desk/desk-session';

export interface BackupState {
  done?: string;
  error?: string;
  /** A newer preview, when the wedding or the backup changed since the one shown. */
  preview?: RestorePreview;
}

const restoreForm = z.object({ name: z.string().regex(/^[\w.-]{1,100}$/), basis: z.string().max(100) });

export async function makeBackupAction(): Promise<BackupState> {
  const member = await memberSession();
  if (!member?.place.backups) return { error: 'Backups are made by npm run desk on your computer.' };
  try {
    const dir = await member.place.backupFirst();
    revalidatePath('/desk/backups');
    return { done: `Backed up the whole wedding to ${dir}.` };
  } catch {
    return { error: 'The backup could not be made just now: try again in a moment.' };
  }
}

export async function restoreAction(_: BackupState, form: FormData): Promise<BackupState> {
  const member = await memberSession();
  if (!member?.place.backups || member.role !== 'owner') return { error: 'Backups are restored by npm run desk on your computer.' };
  const parsed = restoreForm.safeParse({ name: form.get('name'), basis: form.get('basis') });
  if (!parsed.success) return { error: 'The form came back incomplete: reload the page and try again.' };
  const result = await restoreDeskBackup(member.place, parsed.data.name, parsed.data.basis);
  if ('refused' in result) return { error: result.refused };
  if ('preview' in result) return { preview: result.preview };
  await deskPublished();
  revalidatePath('/desk', 'layout');
  return { done: `Restored. ${result.restored}` };
}
