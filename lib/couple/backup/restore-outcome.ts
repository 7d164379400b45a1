import type { Ask } from '../confirm';

export interface RestoreOptions {
  dryRun: boolean;
  yes: boolean;
  ask?: Ask;
  cwd: string;
}

export type RestoreOutcome = { status: 'restored'; before: string } | { status: 'dry-run' } | { status: 'refused' } | { status: 'unchanged' };
