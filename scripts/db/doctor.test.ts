import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** `npm run doctor` as a couple types it: the checks are lib/couple/doctor's, tested there; this is the command's wiring. */
jest.setTimeout(120_000);

const PORTO = path.resolve(__dirname, '../../tests/fixtures/porto-wedding');
let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'doctor-command-'));
  await cp(PORTO, path.join(dir, 'porto'), { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('exits non-zero, naming the mistake by its file and field', async () => {
  const weddingFile = path.join(dir, 'porto', 'wedding.json');
  const wedding = JSON.parse(await readFile(weddingFile, 'utf8')) as { photos: { hero: string } };
  wedding.photos.hero = 'gallery/hero-couple.jpg';
  await writeFile(weddingFile, JSON.stringify(wedding));
  const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');
  // From the project's folder, as npm run doctor runs; the couple's folder elsewhere.
  const env = { PATH: process.env.PATH ?? '', HOME: dir, CONTENT_DIR: path.join(dir, 'porto'), NODE_ENV: 'test' as const };
  const result = await promisify(execFile)(tsx, ['--conditions=react-server', path.resolve(__dirname, 'doctor.ts')], { cwd: process.cwd(), env }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
  );
  expect(result.code).toBe(1);
  const shown = path.relative(process.cwd(), path.join(dir, 'porto'));
  expect(result.stdout).toContain(
    ` FAIL  ${shown}/wedding.json photos.hero: gallery/hero-couple.jpg names no file in ${shown}/media/ (did you mean gallery/hero-couple-ines-kenji.jpg?)\n`,
  );
});
