import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { portoStandInPerTest } from '@/tests/db/support/stand-in';

/** npm run backup and npm run restore as a couple types them (a child process, no terminal), on the stand-in. */
jest.setTimeout(180_000);
const run = promisify(execFile);

const { standIn, root } = portoStandInPerTest('backup-cli-');

const REPO = process.cwd();
/** `npm run <script> -- …`, or the same command run in the test's folder (restore writes backups/ where it runs). */
const npm = (args: string[], inRoot = false) =>
  run(inRoot ? path.join(REPO, 'node_modules/.bin/tsx') : 'npm', inRoot ? ['--tsconfig', path.join(REPO, 'tsconfig.json'), '--conditions=react-server', path.join(REPO, `scripts/${args[0]}.ts`), ...args.slice(2)] : ['run', '--silent', ...args], {
    cwd: inRoot ? root() : REPO,
    env: {
      ...process.env,
      SUPABASE_URL: standIn().url,
      SUPABASE_ANON_KEY: standIn().anonKey,
      SUPABASE_SERVICE_ROLE_KEY: standIn().serviceKey,
      CONTENT_SNAPSHOT: path.join(root(), 'snapshot.json'),
    },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

it('backs up to --out, and a restore that would remove a photo asks for --yes without a terminal, then brings it back', async () => {
  const out = path.join(root(), 'kept');
  const backup = await npm(['backup', '--', '--out', out]);
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  expect(backup.stdout).toContain(`to ${out}:`);
  expect(await readdir(out)).toEqual(['files', 'manifest.json', 'rows']);

  await standIn().setFile('gallery/not-ours.jpg', 'x');
  await standIn().removeFile('gallery/ribeira.jpg');
  const refused = await npm(['restore', '--', out], true);
  expect(refused.code).toBe(1);
  expect(refused.stdout).toContain('  − Photo gallery/not-ours.jpg');
  expect(refused.stderr).toMatch(/Nothing was changed.*--yes/);
  expect(standIn().filePaths()).not.toContain('gallery/ribeira.jpg');

  const restored = await npm(['restore', '--', out, '--yes'], true);
  expect(restored.stderr).toBe('');
  expect(restored.code).toBe(0);
  expect(standIn().filePaths()).toContain('gallery/ribeira.jpg');
  expect(standIn().filePaths()).not.toContain('gallery/not-ours.jpg');
  expect(restored.stdout).toMatch(/Backed up the project as it was to backups\//);
  expect(await readdir(path.join(root(), 'backups'))).toHaveLength(1);
});
