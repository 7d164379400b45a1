import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { standInPerTest } from '@/tests/db/support/stand-in';
import { runGuestTool } from './cli';

/**
 * For tests: the guest tool on a Supabase project (the stand-in with our policies, fresh for
 * each test) with the secret key, in a temporary folder of its own, its output collected.
 */
export function guestToolOnStandIn(folderPrefix: string) {
  const standIn = standInPerTest({ rls: true });
  const out: string[] = [];
  const err: string[] = [];
  let folder = '';
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), folderPrefix));
    out.length = 0;
    err.length = 0;
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
  const keys = () => ({ SUPABASE_URL: standIn().url, SUPABASE_ANON_KEY: standIn().anonKey, SUPABASE_SERVICE_ROLE_KEY: standIn().serviceKey });
  return {
    standIn,
    out,
    err,
    dir: () => folder,
    /** The tool with the project's keys. */
    run: (...argv: string[]) => runGuestTool(argv, keys(), io, folder),
    /** The tool with only the settings given. */
    runWith: (env: Record<string, string>, ...argv: string[]) => runGuestTool(argv, env, io, folder),
  };
}
