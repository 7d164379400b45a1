import { describeChange } from '../changes/describe';
import type { Change } from '../changes/diff';
import type { Ask } from '../confirm';

export interface RestoreOptions {
  dryRun: boolean;
  yes: boolean;
  ask?: Ask;
  cwd: string;
  // The site's disk does not last: this keeps the backup somewhere that does and says where.
  keep?: (dir: string) => Promise<string>;
  asMember?: boolean;
}

export type RestoreOutcome = { status: 'restored'; before: string } | { status: 'dry-run' } | { status: 'refused' } | { status: 'unchanged' };

export function restoreLines(changes: Change[]): { put: string[]; removed: string[] } {
  const line = (c: Change) => `  ${describeChange(c, "the backup's")}`;
  return { put: changes.filter((c) => c.kind !== 'remove').map(line), removed: changes.filter((c) => c.kind === 'remove').map(line) };
}
