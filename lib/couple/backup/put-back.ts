import type { SupabaseClient } from '@supabase/supabase-js';
import { applyToProject } from '../changes/apply-supabase';
import { readProjectState } from '../changes/project-state';
import { describeError } from '../project';
import { folderSource } from './backup-source';
import { readBackupState } from './backup-state';

// Storage and the tables share no transaction: a seed or restore that stops half-way puts back the backup made before it.

export async function putBack(client: SupabaseClient, backupDir: string, shownDir: string, err: (line: string) => void, asMember = false): Promise<boolean> {
  try {
    const before = await readBackupState(await folderSource(backupDir), { prepare: false, lenient: true });
    const project = await readProjectState(client, { guestRecords: true });
    await applyToProject(client, { current: project.state, target: before.state, ids: project.ids, photoBytes: before.bytes, asMember }, () => undefined);
    err(`The project is back as it was before (from ${shownDir}): nothing of this run remains.`);
    return true;
  } catch (e) {
    err(
      `Putting the project back failed too (${describeError(e)}). When the project answers again, npm run restore -- ${shownDir} --yes brings back the wedding as it was.`,
    );
    return false;
  }
}
