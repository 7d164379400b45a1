import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Guest } from '@/lib/wedding/types';
import type { ConfirmIo } from '../confirm';
import { describeError, UsageError, type Env } from '../project';
import { decodeUtf8, formatProblem, ImportError, readGuestCsv, type Problem } from './csv';
import { dayPartIds, namesParts, partProblems } from './day-parts';
import { planImport, type ImportPlan } from './plan';
import { remember } from './remembered';
import { detectSeparator } from './separator';
import { openGuestStore, type GuestStore, type GuestsAt } from './stores';

export async function checkGuestImport(store: GuestStore, text: string): Promise<ImportPlan> {
  const { rows, problems } = readGuestCsv(text);
  if (rows.length === 0) throw new ImportError(problems);
  if (namesParts(rows)) {
    const wedding = await store.weddingInfo();
    try {
      problems.push(...partProblems(rows, dayPartIds(wedding.raw, wedding.where)));
    } catch (e) {
      problems.push({ line: 0, message: (e as Error).message.replace(/^Nothing was imported: /, '') });
    }
  }
  const bad = new Set(problems.map((p) => p.line));
  let plan: ImportPlan | undefined;
  try {
    // Only good lines are planned: a bad one would be matched as something the couple did not mean.
    plan = planImport(await store.list(), rows.filter((r) => !bad.has(r.line)));
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
    problems.push(...e.problems);
  }
  if (problems.length || !plan) throw new ImportError(byLine(problems));
  return plan;
}

const byLine = (problems: Problem[]) => [...problems].sort((a, b) => a.line - b.line);

export interface ImportResult {
  plan: ImportPlan;
  added: Guest[];
  written: boolean;
}

export async function importGuestFile(store: GuestStore, text: string, { dryRun = false } = {}): Promise<ImportResult> {
  const plan = await checkGuestImport(store, text);
  if (dryRun) return { plan, added: [], written: false };
  return { plan, added: await store.apply(plan), written: true };
}

export async function runImport(o: GuestsAt & { file?: string; dryRun: boolean }, env: Env, cwd: string, io: ConfirmIo): Promise<number> {
  if (!o.file) throw new UsageError('Which file? npm run guests -- import guests.csv');
  let bytes: Buffer;
  try {
    bytes = await readFile(path.resolve(cwd, o.file));
  } catch (e) {
    throw new UsageError(`Cannot read ${o.file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : describeError(e)}`);
  }
  try {
    const text = decodeUtf8(bytes);
    const store = openGuestStore(env, o, cwd);
    const { plan, added } = await importGuestFile(store, text, { dryRun: o.dryRun });
    for (const g of plan.add) io.out(`  add     line ${g.line}: ${g.name}`);
    for (const u of plan.update) io.out(`  update  line ${u.line}: ${u.after.name}${u.before.name !== u.after.name ? ` (was ${u.before.name})` : ''}`);
    const summary = `${plan.add.length} to add, ${plan.update.length} to update, ${plan.unchanged.length} unchanged`;
    if (o.dryRun) {
      io.out(`Dry run, nothing written to ${store.description}: ${summary}.`);
      return 0;
    }
    await remember(cwd, { csvSeparator: detectSeparator(text.replace(/\r\n?/g, '\n')) });
    io.out(`Wrote ${store.description}: ${plan.add.length} added, ${plan.update.length} updated, ${plan.unchanged.length} unchanged.`);
    if (added.length) io.out('Run "npm run guests -- links" for everyone\'s personal link and QR code.');
    return 0;
  } catch (e) {
    if (!(e instanceof ImportError)) throw e;
    io.err(`Nothing was imported. Fix ${e.problems.length === 1 ? 'this problem' : `these ${e.problems.length} problems`} and run it again:`);
    for (const p of e.problems) io.err(`  ${formatProblem(p)}`);
    return 1;
  }
}
