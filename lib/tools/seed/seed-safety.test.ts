import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { collectedLines } from '@/tests/support/tool-folder';
import { portoSeedFolder } from '@/tests/support/porto-seed';
import { runRestore } from '../backup/commands';

/**
 * Seeding never destroys by accident (issue 35): Inês & Kenji's own wedding in the project,
 * then a mistyped folder, an empty one, and a folder with fewer story entries, the way a couple types it.
 */
jest.setTimeout(120_000);

const { standIn, root, porto, env, seed } = portoSeedFolder('seed-safety-');
const restore = async (dir: string, o: { yes?: boolean } = {}) => {
  const { out, err, io } = collectedLines();
  const code = await runRestore({ dir, dryRun: false, yes: false, ...o }, env(), root(), io);
  return { code, out, err };
};
const refusal = (done: Promise<unknown>) => done.then(() => '', (e: Error) => e.message);
/** Everything a guest or the couple could lose: every table's rows, every file with its bytes, the snapshot. */
const everything = async () => ({
  tables: Object.fromEntries(
    await Promise.all(['wedding_info', 'guests', 'love_story', 'photo_gallery', 'guest_opens'].map(async (t) => [t, await standIn().table(t)] as const)),
  ),
  files: standIn().filePaths().map((p) => `${p} ${standIn().fileBytes(p)?.toString('base64')}`),
  snapshot: existsSync(path.join(root(), 'snapshot.json')) ? await readFile(path.join(root(), 'snapshot.json'), 'utf8') : null,
});
const STAMPS = new Set(['created_at', 'updated_at']);
/** A row without the database's own stamps, and without its number (story and gallery rows are numbered again). */
const sortedContent = (rows: Record<string, unknown>[]) =>
  rows.map((r) => JSON.stringify(Object.entries(r).filter(([k, v]) => !STAMPS.has(k) && !(k === 'id' && typeof v === 'number')))).sort();
const storyTitles = async () => (await standIn().table('love_story')).map((r) => `${r.year} ${r.title}`).sort();

beforeEach(async () => {
  const first = await seed({ content: porto() });
  expect(first.err).toEqual([]);
  expect(first.code).toBe(0);
});

it('a mistyped folder is refused, naming it, and every row and file is still there', async () => {
  const before = await everything();
  expect(before.tables.love_story).toHaveLength(3);

  const refused = await refusal(seed({ content: 'my-weding' }));

  expect(refused).toContain(path.join(root(), 'my-weding'));
  expect(await everything()).toEqual(before);
});

it('a folder without wedding.json is refused, naming it, and changes nothing', async () => {
  await mkdir(path.join(root(), 'empty'));
  const before = await everything();

  const refused = await refusal(seed({ content: 'empty' }));

  expect(refused).toMatch(/empty.*wedding\.json|wedding\.json.*empty/);
  expect(await everything()).toEqual(before);
});

const dropStory = async () => {
  // The couple removes two story entries (and the photo of one) from their folder.
  const story = JSON.parse(await readFile(path.join(porto(), 'love-story.json'), 'utf8')) as { year: number }[];
  await writeFile(path.join(porto(), 'love-story.json'), JSON.stringify(story.filter((s) => s.year === 2026)));
  await rm(path.join(porto(), 'media/story/2019-tram.jpg'));
  const wedding = JSON.parse(await readFile(path.join(porto(), 'wedding.json'), 'utf8'));
  wedding.couple.fullNames = 'Inês Carvalho & Kenji Watanabe (edited)';
  await writeFile(path.join(porto(), 'wedding.json'), JSON.stringify(wedding));
};

it('a seed that would remove story entries, without --yes and without a terminal, lists them, exits non-zero and writes nothing', async () => {
  await dropStory();
  const before = await everything();

  const { code, out, err } = await seed({ content: porto() });

  expect(code).not.toBe(0);
  expect(out).toEqual(
    expect.arrayContaining(['  − Story 2019 "A tram in the rain"', '  − Story 2022 "Kyoto in autumn"', '  − Photo story/2019-tram.jpg']),
  );
  expect(err.join('\n')).toMatch(/Nothing was changed.*--yes/);
  // Not even the edit: a refused seed writes nothing at all.
  expect(await everything()).toEqual(before);
  expect(existsSync(path.join(root(), 'backups'))).toBe(false);
});

it('with --yes it backs up first, says where, removes them; restoring that backup brings them back', async () => {
  const before = await everything();
  await dropStory();

  const { code, out, err } = await seed({ content: porto(), yes: true });

  expect(err).toEqual([]);
  expect(code).toBe(0);
  expect(await storyTitles()).toEqual(['2026 The question']);
  expect(standIn().filePaths()).not.toContain('story/2019-tram.jpg');
  const said = out.find((l) => l.startsWith('Backed up the project to '));
  expect(said).toBeDefined();
  const backup = said!.replace(/^Backed up the project to /, '').replace(/ \(.*$/, '');
  expect(path.dirname(path.resolve(root(), backup))).toBe(path.join(root(), 'backups'));

  const restored = await restore(backup, { yes: true });
  expect(restored.err).toEqual([]);
  expect(restored.code).toBe(0);
  expect(await storyTitles()).toEqual(['2019 A tram in the rain', '2022 Kyoto in autumn', '2026 The question']);
  expect(JSON.parse(await readFile(path.join(root(), 'snapshot.json'), 'utf8')).loveStory).toHaveLength(3);
  // The same rows and bytes as before the seed (the edited names too); only the database's own stamps and numbers differ.
  const after = await everything();
  expect(after.files).toEqual(before.files);
  for (const table of ['wedding_info', 'guests', 'love_story', 'photo_gallery', 'guest_opens']) {
    expect(sortedContent(after.tables[table]!)).toEqual(sortedContent(before.tables[table]!));
  }
});

it('goes ahead when the couple types yes at the terminal, and not on anything else', async () => {
  await dropStory();
  const before = await everything();
  const asked = (answer: string) => ({ content: porto(), ask: async () => answer });

  expect((await seed(asked('no'))).code).not.toBe(0);
  expect(await everything()).toEqual(before);
  expect((await seed(asked('yes'))).code).toBe(0);
  expect(await storyTitles()).toEqual(['2026 The question']);
});
