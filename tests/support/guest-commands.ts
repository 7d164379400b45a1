import type { Ask } from '@/lib/couple/confirm';
import { runImport } from '@/lib/couple/guests/import';
import { runOpens } from '@/lib/couple/guests/opens';
import { runRemove } from '@/lib/tools/guests/remove';
import type { Separator } from '@/lib/couple/guests/separator';
import { runLinks } from '@/lib/tools/guests/write-links';
import type { Env } from '@/lib/couple/project';
import { standInPerTest } from '@/tests/db/support/stand-in';
import { toolFolder } from './tool-folder';

interface Where {
  local?: boolean;
  serviceKey?: string;
}

/** The guest commands of lib/couple/guests with the tool's defaults, in `cwd`, their lines going to `io`. */
export function guestCommands(env: () => Env, cwd: () => string, io: { out: (line: string) => void; err: (line: string) => void }) {
  const at = (o: Where) => ({ local: false, ...o });
  return {
    import: (file: string, o: Where & { dryRun?: boolean } = {}) => runImport({ ...at(o), file, dryRun: o.dryRun ?? false }, env(), cwd(), io),
    links: (o: Where & { baseUrl?: string; out?: string; separator?: Separator } = {}) => runLinks({ ...at(o), ...o }, env(), cwd(), io),
    remove: (who: string, o: Where & { dryRun?: boolean; yes?: boolean; ask?: Ask } = {}) =>
      runRemove({ ...at(o), ...o, who, dryRun: o.dryRun ?? false, yes: o.yes ?? false }, env(), cwd(), io),
    opens: (o: Where & { csv?: string; reset?: string; separator?: Separator } = {}) => runOpens({ ...at(o), ...o }, env(), cwd(), io),
  };
}

/**
 * For tests of the guest commands on a Supabase project: the stand-in with our policies, fresh for each
 * test, and a temporary working folder of its own; `env` holds the project's keys, the secret one too.
 */
export function onStandInProject(folderPrefix: string) {
  const standIn = standInPerTest({ rls: true });
  const { out, err, io, dir } = toolFolder({ prefix: folderPrefix });
  const env = (): Env => ({ SUPABASE_URL: standIn().url, SUPABASE_ANON_KEY: standIn().anonKey, SUPABASE_SERVICE_ROLE_KEY: standIn().serviceKey });
  return { standIn, out, err, io, env, dir };
}
