import { describeChange } from '../changes/describe';
import type { Change } from '../changes/diff';
import type { Ask } from '../confirm';

export interface RestoreOptions {
  dryRun: boolean;
  yes: boolean;
  ask?: Ask;
  cwd: string;
  /** Keeps the backup of the wedding as it was somewhere lasting (the site's disk does not last): how to find it, in words. */
  keep?: (dir: string) => Promise<string>;
  /** Restoring as a signed-in member (the site's desk), not with the secret key. */
  asMember?: boolean;
}

export type RestoreOutcome = { status: 'restored'; before: string } | { status: 'dry-run' } | { status: 'refused' } | { status: 'unchanged' };

/** The changes a restore makes, in the couple's words: what it puts back and what it removes. */
export function restoreLines(changes: Change[]): { put: string[]; removed: string[] } {
  const line = (c: Change) => `  ${describeChange(c, "the backup's")}`;
  return { put: changes.filter((c) => c.kind !== 'remove').map(line), removed: changes.filter((c) => c.kind === 'remove').map(line) };
}
