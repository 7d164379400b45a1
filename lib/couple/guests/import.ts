import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Guest } from '@/lib/wedding/types';
import { backupProject } from '../backup/backup';
import type { ConfirmIo } from '../confirm';
import { describeError, shownPath, UsageError, type Env } from '../project';
import { terminalText } from '../safe-text';
import { decodeUtf8, formatProblem, ImportError, readGuestCsv, type Problem, type ReadOptions } from './csv';
import { dayPartIds, namesParts, partProblems } from './day-parts';
import { planSummary, previewLines } from './import-preview';
import { planImport, type ImportPlan } from './plan';
import { remember } from './remembered';
import { detectSeparator } from './separator';
import { openGuestStore, type GuestStore, type GuestsAt } from './stores';

export interface CheckedImport extends ImportPlan {
  stored: number;
}

export async function checkGuestImport(store: GuestStore, text: string, options: ReadOptions = {}): Promise<CheckedImport> {
  const { rows, problems } = readGuestCsv(text, options);
  if (rows.length === 0) throw new ImportError(problems);
  if (namesParts(rows)) {
    const wedding = await store.weddingInfo();
    try {
      problems.push(...partProblems(rows, dayPartIds(wedding.raw, wedding.where)));
    } catch (e) {
      problems.push({ row: 0, message: (e as Error).message.replace(/^Nothing was imported: /, '') });
    }
  }
  const bad = new Set(problems.map((p) => p.row));
  const existing = await store.list();
  let plan: ImportPlan | undefined;
  try {
    // Only good rows are planned: a bad one would be matched as something the couple did not mean.
    plan = planImport(existing, rows.filter((r) => !bad.has(r.row)));
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
    problems.push(...e.problems);
  }
  if (problems.length || !plan) throw new ImportError(byRow(problems));
  return { ...plan, stored: existing.length };
}

const byRow = (problems: Problem[]) => [...problems].sort((a, b) => a.row - b.row);

export const changesIn = (plan: ImportPlan) => plan.add.length + plan.update.length;

export async function backupBeforeImport(store: GuestStore, plan: CheckedImport, cwd: string): Promise<string | null> {
  if (plan.stored === 0 || changesIn(plan) === 0) return null;
  try {
    return (await backupProject(store.backupTarget, { cwd })).dir;
  } catch (e) {
    throw new ImportError([{ row: 0, message: `the backup made before any change could not be made, so nothing was written (${describeError(e)})` }]);
  }
}

export interface ImportResult {
  plan: CheckedImport;
  added: Guest[];
  written: boolean;
  backup: string | null;
}

export async function importGuestFile(store: GuestStore, text: string, { dryRun = false, cwd = process.cwd() } = {}): Promise<ImportResult> {
  const plan = await checkGuestImport(store, text);
  if (dryRun || changesIn(plan) === 0) return { plan, added: [], written: false, backup: null };
  const backup = await backupBeforeImport(store, plan, cwd);
  return { plan, added: await store.apply(plan), written: true, backup };
}

export async function runImport(o: GuestsAt & { file?: string; dryRun: boolean }, env: Env, cwd: string, io: ConfirmIo): Promise<number> {
  if (!o.file) throw new UsageError('Which file? npm run guests -- import guests.csv');
  let bytes: Buffer;
  try {
    bytes = await readFile(path.resolve(/*turbopackIgnore: true*/ cwd, o.file));
  } catch (e) {
    throw new UsageError(`Cannot read ${o.file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : describeError(e)}`);
  }
  try {
    const text = decodeUtf8(bytes);
    const store = openGuestStore(env, o, cwd);
    const plan = await checkGuestImport(store, text);
    for (const line of previewLines(plan)) io.out(line);
    if (o.dryRun) {
      io.out(`Dry run, nothing written to ${store.description}: ${planSummary(plan)}.`);
      return 0;
    }
    const backup = await backupBeforeImport(store, plan, cwd);
    if (backup) io.out(`Backup first: ${shownPath(cwd, backup)} (to undo: npm run restore -- ${shownPath(cwd, backup)})`);
    const added = changesIn(plan) ? await store.apply(plan) : [];
    await remember(cwd, { csvSeparator: detectSeparator(text.replace(/\r\n?/g, '\n')) });
    io.out(`Wrote ${store.description}: ${plan.add.length} added, ${plan.update.length} updated, ${plan.unchanged.length} unchanged.`);
    if (added.length) io.out('Run "npm run guests -- links" for everyone\'s personal link and QR code.');
    return 0;
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
    io.err(`Nothing was imported. Fix ${e.problems.length === 1 ? 'this problem' : `these ${e.problems.length} problems`} and run it again:`);
    for (const p of e.problems) io.err(`  ${terminalText(formatProblem(p))}`);
    return 1;
  }
}
