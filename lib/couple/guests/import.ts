import type { Guest } from '@/lib/wedding/types';
import { ImportError, readGuestCsv, type Problem } from './csv';
import { dayPartIds, namesParts, partProblems } from './day-parts';
import { planImport, type ImportPlan } from './plan';
import type { GuestStore } from './stores';

/**
 * `guests -- import`: the file checked whole against the stored guests and the wedding's parts of the
 * day before anything is written, so a dry run refuses what the real run refuses and every bad line
 * comes out in one run.
 */

/** The plan for a file's text, or ImportError with every problem of it, by line. */
export async function checkGuestImport(store: GuestStore, text: string): Promise<ImportPlan> {
  const { rows, problems } = readGuestCsv(text);
  if (rows.length === 0) throw new ImportError(problems);
  if (namesParts(rows)) {
    const wedding = await store.weddingInfo();
    try {
      problems.push(...partProblems(rows, dayPartIds(wedding.raw, wedding.where)));
    } catch (e) {
      // Wedding info the site refuses hides no other problem of the file: it is one more, for the whole file.
      problems.push({ line: 0, message: (e as Error).message.replace(/^Nothing was imported: /, '') });
    }
  }
  const bad = new Set(problems.map((p) => p.line));
  let plan: ImportPlan | undefined;
  try {
    // Only good lines are planned: a bad one would be matched or added as something the couple did not mean.
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
  /** The guests added, with their ids; none in a dry run. */
  added: Guest[];
  written: boolean;
}

/** Checks the file, then (unless a dry run) writes the whole plan at once. */
export async function importGuestFile(store: GuestStore, text: string, { dryRun = false } = {}): Promise<ImportResult> {
  const plan = await checkGuestImport(store, text);
  if (dryRun) return { plan, added: [], written: false };
  return { plan, added: await store.apply(plan), written: true };
}
