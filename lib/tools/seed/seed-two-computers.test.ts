import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { copyPortoWedding } from '@/tests/support/porto-wedding';
import { portoSeedFolder } from '@/tests/support/porto-seed';
import { collectedLines } from '@/tests/support/tool-folder';
import { runSeed, type SeedRequest } from './seed-project';

/**
 * The seed's memory lives in the project (issue 64): Inês seeds the Porto wedding from her laptop, Kenji from his
 * own working folder with his own copy of it, and each sees what the other's seed wrote as the last seed.
 */
jest.setTimeout(120_000);

const { standIn, root, porto, env, seed } = portoSeedFolder('seed-two-');
const OLD_FILE = '.last-seed.json';
let kenji = '';
beforeEach(async () => {
  kenji = await mkdtemp(path.join(tmpdir(), 'seed-two-kenji-'));
  await copyPortoWedding(path.join(kenji, 'porto-wedding'));
});
afterEach(() => rm(kenji, { recursive: true, force: true }));

const seedFromKenji = async (o: Partial<SeedRequest> = {}) => {
  const { out, err, io } = collectedLines();
  const request = { dryRun: false, yes: false, demoGuests: false, removeDemoGuests: false, content: path.join(kenji, 'porto-wedding'), ...o };
  return { code: await runSeed(request, env(), kenji, io), out, err };
};
const projectWedding = async () => (await standIn().table('wedding_info'))[0] as { wedding: { venue: { name: string }; parts: { id: string; start: string }[] } };
async function editWedding(folder: string, change: (json: { wedding: { venue: { name: string } } }) => void) {
  const file = path.join(folder, 'wedding.json');
  const json = JSON.parse(await readFile(file, 'utf8'));
  change(json);
  await writeFile(file, JSON.stringify(json, null, 2));
}
/** The project's record as the tool before issue 64 kept it in the working folder, keyed by the project's address. */
async function recordAsOldFile(dir: string) {
  const [row] = await standIn().table('last_seed');
  const url = standIn().url.toLowerCase();
  await writeFile(path.join(dir, OLD_FILE), JSON.stringify({ [url]: { seededAt: row!.seeded_at, folderPath: porto(), folder: row!.folder, project: row!.project, sources: row!.sources } }));
}
const ok = (run: { code: number; err: string[] }) => {
  expect(run.err).toEqual([]);
  expect(run.code).toBe(0);
};

beforeEach(async () => ok(await seed()));

it("the other laptop, with its own copy of the unchanged folder, sees nothing changed and writes nothing; its folder's edit is written without asking", async () => {
  standIn().clearRequests();
  const second = await seedFromKenji();
  ok(second);
  expect(second.out).toContain('Nothing to change: the project holds what porto-wedding holds.');
  expect(second.out).toContain('Nothing was changed.');
  expect(standIn().requests.filter((r) => r.route === 'upload' || (r.route === 'rest-write' && r.table !== 'last_seed'))).toEqual([]);
  expect(existsSync(path.join(kenji, 'backups'))).toBe(false);
  expect(existsSync(path.join(kenji, OLD_FILE))).toBe(false);

  await editWedding(path.join(kenji, 'porto-wedding'), (json) => (json.wedding.venue.name = 'Igreja de Santa Clara'));
  const edited = await seedFromKenji();
  ok(edited);
  expect(edited.out).toContain('  Venue · name: "Igreja de São Francisco" → "Igreja de Santa Clara"');
  expect(edited.out.join('\n')).not.toMatch(/Changed in the project since the last seed/);
  expect((await projectWedding()).wedding.venue.name).toBe('Igreja de Santa Clara');
});

it("Inês's copy, older than the folder Kenji seeded last, is told whose seed its changes would go over", async () => {
  await editWedding(path.join(kenji, 'porto-wedding'), (json) => (json.wedding.venue.name = 'Igreja de Santa Clara'));
  ok(await seedFromKenji());

  const dry = await seed({ dryRun: true });
  expect(dry.code).toBe(0);
  const told = dry.out.findIndex((l) => l.startsWith(`The last seed was from ${path.join(kenji, 'porto-wedding')} on `));
  expect(dry.out[told]).toMatch(/: your folder's changes below go over what it wrote\. If your copy of the folder is older than that one, bring it up to date first\.$/);
  expect(dry.out.indexOf('  Venue · name: "Igreja de Santa Clara" → "Igreja de São Francisco"')).toBeGreaterThan(told);
});

it("a change made in the project is the project's on the other laptop too: kept unless Kenji says yes to it, while his folder's own is his", async () => {
  const json = await projectWedding();
  json.wedding.parts.find((p) => p.id === 'dinner')!.start = '19:30';
  await standIn().setTable('wedding_info', [json]);
  await editWedding(path.join(kenji, 'porto-wedding'), (w) => (w.wedding.venue.name = 'Igreja de Santa Clara'));

  const refused = await seedFromKenji();
  expect(refused.code).toBe(1);
  const plan = refused.out.filter((l) => !/^(Seeding|The last seed was from) /.test(l));
  expect(plan).toEqual([
    'From porto-wedding:',
    '  Venue · name: "Igreja de São Francisco" → "Igreja de Santa Clara"',
    expect.stringMatching(/^Changed in the project since the last seed \(the desk, the dashboard\)/),
    '  Dinner · start: 19:30 → 19:00',
  ]);
  ok(await seedFromKenji({ keepProject: true }));
  expect((await projectWedding()).wedding).toMatchObject({ venue: { name: 'Igreja de Santa Clara' }, parts: expect.arrayContaining([expect.objectContaining({ id: 'dinner', start: '19:30' })]) });
});

describe('a fresh, empty project at an address seeded before', () => {
  let fresh: StandIn | undefined;
  afterEach(() => fresh?.close());
  const resetProject = async () => {
    await standIn().close();
    fresh = await startStandIn({ rls: true, demo: false, bucketExists: false, port: standIn().port });
  };

  it('is seeded as new from either laptop, even where the old .last-seed.json still remembers the earlier one', async () => {
    const files = standIn().filePaths();
    await recordAsOldFile(root());
    await resetProject();

    const first = await seed();
    ok(first);
    expect(first.out).toContain('The project is empty, so it is seeded as new: an earlier seed\'s record does not apply to it.');
    expect(first.out.join('\n')).not.toMatch(/Changed in the project since the last seed/);
    expect(await fresh!.table('love_story')).toHaveLength(3);
    expect(fresh!.filePaths()).toEqual(files);
    expect(existsSync(path.join(root(), OLD_FILE))).toBe(false);

    const second = await seedFromKenji();
    ok(second);
    expect(second.out).toContain('Nothing to change: the project holds what porto-wedding holds.');
  });

  it('is seeded as new when the project was emptied by hand but its record kept', async () => {
    for (const table of ['wedding_info', 'guests', 'love_story', 'photo_gallery']) await standIn().setTable(table, []);
    for (const file of standIn().filePaths()) await standIn().removeFile(file);
    expect(await standIn().table('last_seed')).toHaveLength(1);

    const again = await seedFromKenji();
    ok(again);
    expect(again.out).toContain('The project is empty, so it is seeded as new: an earlier seed\'s record does not apply to it.');
    expect((await projectWedding()).wedding.venue.name).toBe('Igreja de São Francisco');
  });
});

it(".last-seed.json from before is read once for a project with no record yet, then the project keeps it and the file forgets it", async () => {
  await recordAsOldFile(root());
  await standIn().setTable('last_seed', []);
  const json = await projectWedding();
  json.wedding.parts.find((p) => p.id === 'dinner')!.start = '19:30';
  await standIn().setTable('wedding_info', [json]);
  await editWedding(porto(), (w) => (w.wedding.venue.name = 'Igreja de Santa Clara'));

  const upgraded = await seed({ keepProject: true });
  ok(upgraded);
  expect(upgraded.out).toContain("The last seed is read from this computer's .last-seed.json, once: from now on the project keeps it.");
  expect(upgraded.out).toContain('  Venue · name: "Igreja de São Francisco" → "Igreja de Santa Clara"');
  expect(upgraded.out).toContain('Removed this project from .last-seed.json: the project keeps what the seed wrote now.');
  expect((await projectWedding()).wedding.parts.find((p) => p.id === 'dinner')!.start).toBe('19:30');
  expect(existsSync(path.join(root(), OLD_FILE))).toBe(false);
  expect(await standIn().table('last_seed')).toHaveLength(1);
});

it('a project without the last-seed migration is refused before anything is written, naming the migration to apply', async () => {
  const older = await startStandIn({ rls: true, demo: false, bucketExists: false, lastSeed: false });
  try {
    const { io } = collectedLines();
    const request = { dryRun: false, yes: false, demoGuests: false, removeDemoGuests: false, content: porto() };
    await expect(runSeed(request, { ...env(), SUPABASE_URL: older.url }, root(), io)).rejects.toThrow(
      'The project cannot keep what the seed writes yet: apply supabase/migrations/20261202020000_last_seed.sql',
    );
    expect(older.requestsTo('rest-write')).toEqual([]);
    expect(older.filePaths()).toEqual([]);
  } finally {
    await older.close();
  }
});
