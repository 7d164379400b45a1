import path from 'node:path';
import type { Ask, ConfirmIo } from '@/lib/couple/confirm';
import { contentFolder, projectSettings, serviceClient, shownPath, UsageError, type Env } from '@/lib/couple/project';
import { makeSnapshot } from '@/lib/couple/snapshot/make';
import { siteAt, tellSite } from '@/lib/couple/site-refresh';
import { backupProject } from '@/lib/couple/backup/backup';
import { folderSource, type BackupSource } from '@/lib/couple/backup/backup-source';
import { COMPUTER_BACKUP_LIMITS, openBackupZip } from '@/lib/couple/backup/backup-zip-source';
import { readManifest, restoreProject } from '@/lib/couple/backup/restore';

interface ProjectAt {
  content?: string;
  serviceKey?: string;
}

export async function runBackup(o: ProjectAt & { out?: string }, env: Env, cwd: string, io: ConfirmIo): Promise<number> {
  const useSupabase = Boolean(env.SUPABASE_URL?.trim()) && o.content === undefined;
  const target = useSupabase ? serviceClient(projectSettings(env, o.serviceKey)) : contentFolder(cwd, env, o.content);
  const made = await backupProject(target, { dir: o.out, cwd });
  io.out(`Backed up ${typeof target === 'string' ? target : env.SUPABASE_URL} to ${shownPath(cwd, made.dir)}:`);
  io.out(`  ${Object.entries(made.rows).map(([t, n]) => `${t} ${n}`).join(', ')}; ${made.files} files.`);
  io.out('It holds your guests and their links: keep it private. npm run restore -- <that folder> brings it back.');
  return 0;
}

export async function runRestore(o: ProjectAt & { dir?: string; dryRun: boolean; yes: boolean; ask?: Ask }, env: Env, cwd: string, io: ConfirmIo): Promise<number> {
  if (!o.dir) throw new UsageError('Name the backup folder (or the file the desk downloaded) to restore, e.g. npm run restore -- backups/2026-11-26T01-30-05Z');
  const named = path.resolve(/*turbopackIgnore: true*/ cwd, o.dir);
  const backup = named.toLowerCase().endsWith('.zip') ? await openBackupZip(named, { limits: COMPUTER_BACKUP_LIMITS }) : await folderSource(named);
  try {
    return await restoreFrom(o, backup, env, cwd, io);
  } finally {
    await backup.close();
  }
}

async function restoreFrom(o: ProjectAt & { dryRun: boolean; yes: boolean; ask?: Ask }, backup: BackupSource, env: Env, cwd: string, io: ConfirmIo): Promise<number> {
  const manifest = await readManifest(backup);
  const target = manifest.kind === 'supabase' ? serviceClient(projectSettings(env, o.serviceKey)) : contentFolder(cwd, env, o.content);
  const outcome = await restoreProject(target, backup, { dryRun: o.dryRun, yes: o.yes, ask: o.ask, cwd }, io);
  if (outcome.status === 'refused') return 1;
  if (outcome.status === 'dry-run' || outcome.status === 'unchanged') return 0;
  if (typeof target === 'string') {
    io.out(await tellSite(siteAt(env)));
    return 0;
  }
  if (!env.SUPABASE_ANON_KEY?.trim()) {
    io.out('Run npm run snapshot (with SUPABASE_ANON_KEY set) so the site\'s snapshot holds the restored wedding.');
    io.out(await tellSite(siteAt(env)));
    return 0;
  }
  if ((await makeSnapshot(env, io, false, cwd, { allowEmptied: true })) !== 0) {
    io.err('The backup is restored, but the snapshot is not: fix the above and run npm run snapshot.');
    return 1;
  }
  io.out(await tellSite(siteAt(env)));
  return 0;
}
