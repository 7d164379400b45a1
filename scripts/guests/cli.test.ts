import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { TOM } from '@/tests/support/stand-in';
import { toolFolder } from '@/tests/support/tool-folder';
import { runGuestTool, USAGE } from './cli';

/**
 * `npm run guests` as typed, on a temporary copy of the demo content: the flags reach lib/couple/guests'
 * commands (tested there), and a mistyped command line comes back as what went wrong, with exit code 2.
 */

const { dir, content: contentDir, out, err, io, csv, guests } = toolFolder({ prefix: 'guest-tool-', wedding: 'demo', englishGuests: true });
const run = (...argv: string[]) => runGuestTool(argv, { CONTENT_DIR: contentDir() }, io, dir());

it('import: a dry run first, then the file written', async () => {
  await csv('guests.csv', 'name\nAna\n');

  await expect(run('import', 'guests.csv', '--dry-run')).resolves.toBe(0);
  expect(await guests()).toHaveLength(3);
  await expect(run('import', 'guests.csv')).resolves.toBe(0);

  expect((await guests()).map((g) => g.name)).toContain('Ana');
  expect(out).toContainEqual(expect.stringMatching(/^Wrote .+guests\.json \(local content\): 1 added, 0 updated, 0 unchanged\.$/));
});

it('links: the address, folder and separator given', async () => {
  await expect(run('links', '--base-url=https://our-wedding.example', '--out', 'links', '--separator', 'tab')).resolves.toBe(0);

  expect(out).toContain(`Tom Nguyen      https://our-wedding.example/invite/${TOM}`);
  expect((await readFile(path.join(dir(), 'links', 'guest-links.csv'), 'utf8')).replace(/^\uFEFF/, '')).toMatch(/^name\thint\tlanguage\t/);
});

it('remove: the guest named, with -y, after a backup', async () => {
  await expect(run('remove', 'Tom Nguyen', '-y')).resolves.toBe(0);

  expect((await guests()).map((g) => g.id)).not.toContain(TOM);
  expect(out).toContainEqual(expect.stringMatching(/^Backup first: backups\/\S+ \(to undo: npm run restore -- backups\/\S+\)$/));
});

it('photos: the guest, then every file named, with --dry-run', async () => {
  await writeFile(path.join(dir(), 'a.jpg'), await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } }).jpeg().toBuffer());
  await writeFile(path.join(dir(), 'b.png'), await sharp({ create: { width: 40, height: 30, channels: 3, background: '#888' } }).png().toBuffer());

  await expect(run('photos', 'Tom Nguyen', 'a.jpg', 'b.png', '--dry-run')).resolves.toBe(0);

  expect(out.slice(1)).toEqual(['  a.jpg  (from a.jpg: already prepared, kept as it is)', '  b.png  (from b.png: already prepared, kept as it is)']);
  expect(err).toEqual([]);
});

it('opens: nothing recorded with local content', async () => {
  await expect(run('opens', '--local')).resolves.toBe(0);
  expect(out).toEqual(['Opens are recorded only when the site reads from Supabase; with local content nothing is recorded.']);
});

it('answers a mistyped command line with what went wrong, and the usage where it helps; exit code 2', async () => {
  const answer = async (...argv: string[]) => {
    err.length = 0;
    return { code: await run(...argv), err };
  };
  expect(await answer('links', '--bogus')).toEqual({ code: 2, err: ['Unknown option --bogus', USAGE] });
  expect(await answer('links', '--base-url')).toEqual({ code: 2, err: ['--base-url needs a value', USAGE] });
  expect(await answer('import', 'a.csv', 'b.csv')).toEqual({ code: 2, err: ['Unexpected argument b.csv', USAGE] });
  expect(await answer('links', '--separator', '|')).toEqual({ code: 2, err: ['--separator must be \',\', \';\' or tab, not "|"'] });
  expect(await answer('import', 'missing.csv')).toEqual({ code: 2, err: ['Cannot read missing.csv: no such file'] });
  expect(await answer('frobnicate')).toEqual({ code: 2, err: ['Unknown command "frobnicate"', USAGE] });
  expect(await answer('photos', 'Tom Nguyen')).toEqual({ code: 2, err: ['Which photos? npm run guests -- photos Tom Nguyen <photo files…> (.jpg, .jpeg, .png, .webp or .gif)'] });
  await expect(run()).resolves.toBe(2);
  await expect(run('--help')).resolves.toBe(0);
  expect(out.at(-1)).toBe(USAGE);
});

it('with Supabase configured, asks for the secret key instead of touching the local files', async () => {
  const code = await runGuestTool(['links', '--base-url', 'https://x.example'], { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'anon' }, io);
  expect(code).toBe(2);
  expect(err[0]).toMatch(/^The secret key is missing/);
});
