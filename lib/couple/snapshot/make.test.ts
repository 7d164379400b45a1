import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { portoStandInPerTest } from '@/tests/db/support/stand-in';
import { makeSnapshot } from './make';

/** No failed or empty read ever replaces a good snapshot (issue 35): Inês & Kenji's wedding in the stand-in. */
jest.setTimeout(60_000);

const { standIn, root } = portoStandInPerTest('snapshot-');
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const file = () => path.join(root(), 'snapshot.json');
const make = async () => {
  const out: string[] = [];
  const err: string[] = [];
  const env = { SUPABASE_URL: standIn().url, SUPABASE_ANON_KEY: standIn().anonKey, CONTENT_SNAPSHOT: file() };
  const code = await makeSnapshot(env, { out: (l) => out.push(l), err: (l) => err.push(l) }, false, root());
  return { code, out, err };
};

it('writes the wedding read back as the site reads it', async () => {
  const made = await make();
  expect(made.code).toBe(0);
  const saved = JSON.parse(await readFile(file(), 'utf8'));
  expect(saved.weddingInfo.couple.fullNames).toMatch(/Inês/);
  expect(saved.loveStory).toHaveLength(3);
});

it('keeps the old snapshot when the read fails, says so, and exits 1', async () => {
  expect((await make()).code).toBe(0);
  const good = await readFile(file(), 'utf8');
  standIn().setFailure('rest', '500', { table: 'love_story' });

  const failed = await make();

  expect(failed.code).toBe(1);
  expect(failed.err.join('\n')).toMatch(/Could not make the content snapshot.*The previous snapshot \(made .*\) is kept/);
  expect(await readFile(file(), 'utf8')).toBe(good);
});

it('keeps the old snapshot when the story reads back empty, says so, and exits 1; --allow-empty replaces it', async () => {
  expect((await make()).code).toBe(0);
  const good = await readFile(file(), 'utf8');
  await standIn().setTable('love_story', []);
  await standIn().setTable('photo_gallery', []);

  const empty = await make();

  expect(empty.code).toBe(1);
  expect(empty.err.join('\n')).toMatch(/has no love story, but the snapshot .* has them\. The previous snapshot .* is kept/);
  expect(await readFile(file(), 'utf8')).toBe(good);

  const env = { SUPABASE_URL: standIn().url, SUPABASE_ANON_KEY: standIn().anonKey, CONTENT_SNAPSHOT: file() };
  expect(await makeSnapshot(env, { out: () => undefined, err: () => undefined }, false, root(), { allowEmptied: true })).toBe(0);
  expect(JSON.parse(await readFile(file(), 'utf8')).loveStory).toEqual([]);
});

it('keeps the old snapshot when no wedding information is stored any more', async () => {
  await writeFile(file(), '');
  expect((await make()).code).toBe(0);
  const good = await readFile(file(), 'utf8');
  await standIn().setTable('wedding_info', []);

  expect((await make()).code).toBe(1);
  expect(await readFile(file(), 'utf8')).toBe(good);
});
