import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { phonePhoto } from '@/tests/support/phone-photos';
import { portoSeedFolder } from '@/tests/support/porto-seed';
import { localPlace } from '@/lib/desk/local-place';
import { carriesLocation } from '@/lib/couple/photos/photo-location';

/**
 * One home: once Inês & Kenji's wedding is seeded, the project is the wedding. A change made in the project (the
 * desk publishing the dinner at 19:30) survives a seed of their unchanged folder unless they say yes to exactly it.
 */
jest.setTimeout(120_000);

const { standIn, root, porto, env, seed } = portoSeedFolder('seed-home-');
type Part = { id: string; start: string };
const projectWedding = async () => (await standIn().table('wedding_info'))[0] as { wedding: { parts: Part[]; venue: { name: string } } };
const dinnerStart = async () => (await projectWedding()).wedding.parts.find((p) => p.id === 'dinner')?.start;

/** The desk's Publish: the wedding as the form changed it, written where the site reads it. */
async function publishInDesk(change: (json: { wedding: { parts: Part[] } }) => void) {
  const desk = localPlace({ ...env(), DESK_HOME: root() });
  const json = (await desk.readWedding()) as { wedding: { parts: Part[] } };
  change(json);
  await desk.writeWedding(json);
}
const dinnerAt = (time: string) => publishInDesk((json) => (json.wedding.parts.find((p) => p.id === 'dinner')!.start = time));

async function editFolder(change: (json: { wedding: { venue: { name: string } } }) => void) {
  const file = path.join(porto(), 'wedding.json');
  const json = JSON.parse(await readFile(file, 'utf8'));
  change(json);
  await writeFile(file, JSON.stringify(json, null, 2));
}

beforeEach(async () => {
  const first = await seed();
  expect(first.err).toEqual([]);
  expect(first.code).toBe(0);
});

it("a part's start changed in the project survives a seed of the unchanged folder, which exits non-zero; the dry run names both times", async () => {
  await dinnerAt('19:30');

  const dry = await seed({ dryRun: true });
  expect(dry.code).toBe(0);
  expect(dry.out).toContain('  Dinner · start: 19:30 → 19:00');
  expect(dry.out.join('\n')).toMatch(/Changed in the project since the last seed/);

  const refused = await seed();
  expect(refused.code).toBe(1);
  expect(refused.err.join('\n')).toMatch(/Nothing was written: the project changed this since the last seed.*--take "Dinner · start"/);
  expect(await dinnerStart()).toBe('19:30');

  const taken = await seed({ take: ['dinner start'] });
  expect(taken.err).toEqual([]);
  expect(taken.code).toBe(0);
  expect(await dinnerStart()).toBe('19:00');
});

it("--keep-project keeps the project's change and writes the folder's own; the next seed asks nothing again", async () => {
  await dinnerAt('19:30');
  await editFolder((json) => (json.wedding.venue.name = 'Igreja de Santa Clara'));

  const kept = await seed({ keepProject: true });
  expect(kept.err).toEqual([]);
  expect(kept.code).toBe(0);
  expect(kept.out).toContain('  Venue · name: "Igreja de São Francisco" → "Igreja de Santa Clara"');
  expect(await dinnerStart()).toBe('19:30');
  expect((await projectWedding()).wedding.venue.name).toBe('Igreja de Santa Clara');
  // A backup of the project came first.
  expect(kept.out.find((l) => l.startsWith('Backed up the project to backups/'))).toBeDefined();

  const again = await seed();
  expect(again.err).toEqual([]);
  expect(again.code).toBe(0);
  expect(again.out).toEqual(expect.arrayContaining(['Left as the project has them (kept at an earlier seed):', '  Dinner · start: 19:30 → 19:00']));
  expect(await dinnerStart()).toBe('19:30');
});

it('at a terminal the couple answers each change the project made: yes to one, no to the other', async () => {
  await publishInDesk((json) => {
    json.wedding.parts.find((p) => p.id === 'dinner')!.start = '19:30';
    json.wedding.parts.find((p) => p.id === 'ceremony')!.start = '14:30';
  });
  const answers = ['each', 'yes', 'no'];
  const questions: string[] = [];
  const asked = await seed({ ask: async (q) => (questions.push(q), answers.shift() ?? '') });
  expect(asked.code).toBe(0);
  expect(questions.slice(1)).toEqual(['  Ceremony · start: 14:30 → 15:00 — yours? (yes/no) ', '  Dinner · start: 19:30 → 19:00 — yours? (yes/no) ']);
  const parts = (await projectWedding()).wedding.parts;
  expect(parts.map((p) => `${p.id} ${p.start}`)).toEqual(['ceremony 15:00', 'dinner 19:30', 'party 21:00']);
});

it('a story entry the desk added is not removed by a folder without it, unless the couple says yes', async () => {
  await standIn().setTable('love_story', [
    ...(await standIn().table('love_story')),
    { year: 2027, title: 'The boat', description: 'Added in the desk.', details: null, photo_path: null, translations: null },
  ]);
  const refused = await seed();
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('  − Story 2027 "The boat"');
  expect((await standIn().table('love_story')).map((r) => r.title)).toContain('The boat');

  expect((await seed({ keepProject: true })).code).toBe(0);
  expect((await standIn().table('love_story')).map((r) => r.title)).toContain('The boat');
});

it('a 4000×3000 phone photo with GPS is stored upright, at most 1600 px wide, without where it was taken; seeding again uploads nothing', async () => {
  await writeFile(path.join(porto(), 'media/gallery/ribeira.jpg'), await phonePhoto({ orientation: 6 }));
  const changed = await seed();
  expect(changed.err).toEqual([]);
  expect(changed.out).toContain('  Photo gallery/ribeira.jpg: replaced by your folder\'s');
  const stored = standIn().fileBytes('gallery/ribeira.jpg')!;
  const meta = await sharp(stored).metadata();
  expect(meta.width).toBeLessThanOrEqual(1600);
  expect(meta.height).toBeGreaterThan(meta.width!);
  expect(meta.orientation ?? 1).toBe(1);
  expect(await carriesLocation(stored)).toBe(false);

  standIn().clearRequests();
  const again = await seed();
  expect(again.out).toContain('Nothing to change: the project holds what porto-wedding holds.');
  expect(standIn().requests.filter((r) => r.route === 'upload')).toEqual([]);
});

it('a step that fails half-way puts the backup back: the project is as it was', async () => {
  await dinnerAt('19:30');
  await editFolder((json) => (json.wedding.venue.name = 'Igreja de Santa Clara'));
  await writeFile(path.join(porto(), 'media/gallery/new.jpg'), await phonePhoto({ width: 40, height: 30 }));
  const before = { wedding: await projectWedding(), files: standIn().filePaths() };
  // The photo goes up, then writing the wedding's details fails.
  standIn().setFailure('rest-write', '500', { table: 'wedding_info', times: 1 });

  const failed = await seed({ keepProject: true });
  expect(failed.code).toBe(1);
  expect(failed.err.join('\n')).toMatch(/The seed stopped: Could not write wedding_info.*\n.*The project is back as it was before/);
  expect(standIn().filePaths()).toEqual(before.files);
  expect((await projectWedding()).wedding).toEqual(before.wedding.wedding);
});
