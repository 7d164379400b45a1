import 'server-only';
import { createHash } from 'node:crypto';
import { readManifest, restoreProject } from '@/lib/couple/backup/restore';
import { describeError } from '@/lib/couple/project';
import { inWords, type BackupLine, type OpenedBackup } from './backup-shelf';
import type { DeskPlace } from './desk-place';
import type { DeskState } from './desk-state';

export type { BackupLine } from './backup-shelf';

export interface RestoreGroup {
  title: string;
  items: string[];
}

export interface RestorePreview {
  name: string;
  made: string;
  groups: RestoreGroup[];
  canRestore: boolean;
  basis: string;
}

export const deskBackups = (place: DeskPlace): Promise<BackupLine[]> => place.backups.list();

function grouped(lines: string[]): RestoreGroup[] {
  const groups: RestoreGroup[] = [];
  for (const line of lines) {
    if (line.startsWith('  ')) (groups.at(-1) ?? groups[groups.push({ title: '', items: [] }) - 1]!).items.push(line.trim());
    else groups.push({ title: line, items: [] });
  }
  return groups;
}

async function told(place: DeskPlace, backup: OpenedBackup, dryRun: boolean) {
  const lines: string[] = [];
  const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
  const at = await place.backups.restoring();
  try {
    const outcome = await restoreProject(place.store.backupTarget, backup, { dryRun, yes: !dryRun, cwd: at.cwd, keep: at.keep, asMember: at.asMember }, io);
    return { lines, status: outcome.status };
  } catch (e) {
    return { lines: [...lines, describeError(e)], status: 'refused' as const };
  } finally {
    await at.close();
  }
}

async function withBackup<T>(place: DeskPlace, name: string, read: (backup: OpenedBackup, made: string) => Promise<T>): Promise<T | { refused: string } | null> {
  let backup: OpenedBackup | null;
  try {
    backup = await place.backups.open(name);
  } catch (e) {
    return { refused: `That file cannot be restored: ${describeError(e)}` };
  }
  if (!backup) return null;
  try {
    const made = await readManifest(backup).then((m) => inWords(m.madeAt), () => name);
    return await read(backup, made);
  } finally {
    await backup.close();
  }
}

async function previewOf(place: DeskPlace, name: string, backup: OpenedBackup, made: string): Promise<RestorePreview> {
  const { lines, status } = await told(place, backup, true);
  const shown = lines.filter((l) => !/^(Restoring the backup made|Dry run:)/.test(l));
  return {
    name,
    made,
    groups: grouped(shown),
    canRestore: status === 'dry-run',
    basis: createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 22),
  };
}

export type RestoreResult = { restored: string } | { preview: RestorePreview } | { refused: string };

export async function restorePreview(place: DeskPlace, name: string): Promise<RestorePreview | { refused: string } | null> {
  return withBackup(place, name, (backup, made) => previewOf(place, name, backup, made));
}

export async function restoreDeskBackup(place: DeskPlace, name: string, basis: string): Promise<RestoreResult> {
  const result = await withBackup(place, name, async (backup, made): Promise<RestoreResult> => {
    const preview = await previewOf(place, name, backup, made);
    if (!preview.canRestore || preview.basis !== basis) return { preview };
    const { lines, status } = await told(place, backup, false);
    if (status !== 'restored') return { refused: `Nothing was restored. ${lines.join(' ')}` };
    return { restored: lines.filter((l) => !l.startsWith('  ')).slice(-2).join(' ') };
  });
  return result ?? { refused: 'There is no such backup.' };
}

export type BackupState = DeskState<Record<string, string>, RestorePreview>;
