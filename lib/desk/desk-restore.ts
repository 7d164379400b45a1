import 'server-only';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST, type Manifest } from '@/lib/couple/backup/layout';
import { restoreProject } from '@/lib/couple/backup/restore';
import { describeError } from '@/lib/couple/project';
import type { DeskPlace } from './desk-place';

// The backups `npm run desk` keeps in its folder, and a restore of one: previewed as the restore command words it,
// then made exactly as previewed (the wedding as it is backed up first, and put back by itself if a step fails).

export interface BackupLine {
  name: string;
  madeAt: string;
  /** When, in words: "28 Nov 2026, 20:47:39". */
  made: string;
  /** What it holds, in words: "guests 5, wedding_info 1; 9 files". */
  holds: string;
}

export interface RestoreGroup {
  title: string;
  items: string[];
}

export interface RestorePreview {
  name: string;
  made: string;
  groups: RestoreGroup[];
  /** False when there is nothing to do or the restore refuses the backup (its reasons are the groups). */
  canRestore: boolean;
  /** What the preview showed: a restore of anything else is previewed again first. */
  basis: string;
}

const NAME = /^[\w.-]{1,100}$/;
const inWords = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
const holdsOf = (m: Manifest) => `${Object.entries(m.rows).map(([t, n]) => `${t} ${n}`).join(', ')}; ${m.files} files`;

/** Newest first; null where the desk has no disk (the site). */
export async function deskBackups(place: DeskPlace): Promise<BackupLine[] | null> {
  if (!place.backups) return null;
  const folder = place.backups;
  const names = await readdir(folder).catch(() => [] as string[]);
  const found = await Promise.all(
    names.filter((n) => NAME.test(n)).map(async (name) => {
      const manifest = await readFile(path.join(/*turbopackIgnore: true*/ folder, name, MANIFEST), 'utf8').then((t) => JSON.parse(t) as Manifest, () => null);
      return manifest ? { name, madeAt: manifest.madeAt, made: inWords(manifest.madeAt), holds: holdsOf(manifest) } : null;
    }),
  );
  return found.filter((b): b is BackupLine => b !== null).sort((a, b) => b.madeAt.localeCompare(a.madeAt));
}

/** The restore's lines as the couple reads them: each heading, then its changes. */
function grouped(lines: string[]): RestoreGroup[] {
  const groups: RestoreGroup[] = [];
  for (const line of lines) {
    if (line.startsWith('  ')) (groups.at(-1) ?? groups[groups.push({ title: '', items: [] }) - 1]!).items.push(line.trim());
    else groups.push({ title: line, items: [] });
  }
  return groups;
}

async function told(place: DeskPlace, dir: string, dryRun: boolean) {
  const lines: string[] = [];
  const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
  try {
    const outcome = await restoreProject(place.store.backupTarget, dir, { dryRun, yes: !dryRun, cwd: path.dirname(place.backups!) }, io);
    return { lines, status: outcome.status };
  } catch (e) {
    return { lines: [...lines, describeError(e)], status: 'refused' as const };
  }
}

export async function restorePreview(place: DeskPlace, name: string): Promise<RestorePreview | null> {
  const backup = (await deskBackups(place))?.find((b) => b.name === name);
  if (!backup) return null;
  const { lines, status } = await told(place, path.join(/*turbopackIgnore: true*/ place.backups!, name), true);
  const shown = lines.filter((l) => !/^(Restoring the backup made|Dry run:)/.test(l));
  return {
    name,
    made: backup.made,
    groups: grouped(shown),
    canRestore: status === 'dry-run',
    basis: createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 22),
  };
}

export type RestoreResult = { restored: string } | { preview: RestorePreview } | { refused: string };

/** Restores the backup when its preview is still the one shown; otherwise the newer preview. */
export async function restoreDeskBackup(place: DeskPlace, name: string, basis: string): Promise<RestoreResult> {
  const preview = await restorePreview(place, name);
  if (!preview) return { refused: 'There is no such backup.' };
  if (!preview.canRestore || preview.basis !== basis) return { preview };
  const { lines, status } = await told(place, path.join(/*turbopackIgnore: true*/ place.backups!, name), false);
  if (status !== 'restored') return { refused: `Nothing was restored. ${lines.join(' ')}` };
  return { restored: lines.filter((l) => !l.startsWith('  ')).slice(-2).join(' ') };
}
