import path from 'node:path';
import { standInPerTest } from '@/tests/db/support/stand-in';
import { collectedLines, toolFolder } from '@/tests/support/tool-folder';
import { runSeedTool, USAGE } from './seed';

/** `npm run db:seed` as typed: the flags reach lib/couple/seed's runSeed (tested there); a mistyped command line is exit code 2. */
jest.setTimeout(120_000);

const standIn = standInPerTest({ rls: true, demo: false, bucketExists: false });
const { dir: root, content: porto } = toolFolder({ prefix: 'seed-command-', wedding: 'porto', into: 'porto-wedding' });

const seed = async (...argv: string[]) => {
  const { out, err, io } = collectedLines();
  const env = { SUPABASE_URL: standIn().url, SUPABASE_ANON_KEY: standIn().anonKey, CONTENT_SNAPSHOT: path.join(root(), 'snapshot.json') };
  return { code: await runSeedTool(argv, env, io, root()), out, err };
};

it('seeds the folder --content names, with the key --service-key gives', async () => {
  const { code, out, err } = await seed('--content', 'porto-wedding', '--service-key', standIn().serviceKey);

  expect(err).toEqual([]);
  expect(code).toBe(0);
  expect(await standIn().table('love_story')).toHaveLength(3);
  expect(out.at(-1)).toBe('Done. Check the project with: npm run doctor');
});

it('answers a mistyped command line, or a missing key, with what went wrong; exit code 2', async () => {
  expect(await seed('--content', porto(), '--bogus')).toEqual({ code: 2, out: [], err: ['Unknown option --bogus', USAGE] });
  const noKey = await seed('--content', porto());
  expect(noKey.code).toBe(2);
  expect(noKey.err[0]).toMatch(/^The secret key is missing/);
  expect(standIn().requests).toHaveLength(0);
});
