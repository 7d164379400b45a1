import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { standInPerTest } from '@/tests/db/support/stand-in';
import { MAGGIE } from '@/tests/support/stand-in';
import { collectedLines, DEMO_MEDIA, toolFolder } from '@/tests/support/tool-folder';
import { tinyPhoto } from '@/tests/support/tiny-photo';
import { DEMO_GUESTS } from '@/lib/couple/demo-guests';
import { runDoctor } from '@/lib/couple/doctor/doctor-run';
import { runSeed, type SeedRequest } from './seed-project';

/**
 * A couple following the README: the demo seeded first, then their own folder over it. The
 * project must end up equal to their folder; the demo's guests go only when asked, and the
 * doctor fails until they have.
 */

// Seeding with removals now takes a backup first: more round trips on a busy machine.
jest.setTimeout(60_000);
const standIn = standInPerTest({ rls: true, demo: false, bucketExists: false });
// Every photo the demo names is there (the seed refuses a path that names no file), a few bytes each.
const DEMO_PHOTOS = [...DEMO_MEDIA.filter((p) => !p.startsWith('guest-photos/')), `guest-photos/${MAGGIE}/dance-1.jpg`, 'guest-photos/tom-nguyen-7f3k/fishing.png'];
const { dir: root, content: demo } = toolFolder({ prefix: 'seed-replace-', wedding: 'demo', into: 'demo', photos: DEMO_PHOTOS });
const mine = () => path.join(root(), 'my-wedding');

const put = async (dir: string, file: string, content: string | Buffer) => {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), content);
};

const MY_STORY = [
  { year: 2018, title: 'The first trip', description: 'Kraków in the rain.', details: null, photo_path: 'story/2018-krakow.jpg' },
  { year: 2024, title: 'Yes', description: 'On the pier.', details: 'She said yes twice.', photo_path: null },
];
const MY_GALLERY = [
  { id: 1, storage_path: 'gallery/hero-couple.jpg', alt_text: 'Us at the lake', order_index: 1, name: 'hero-couple' },
  { id: 2, storage_path: 'gallery/lake.jpg', alt_text: 'The lake at dawn', order_index: 2, name: 'Lake' },
];
const MY_MEDIA = ['gallery/hero-couple.jpg', 'gallery/lake.jpg', 'gallery/venue.jpg', 'guest-photos/ana/1.jpg', 'story/2018-krakow.jpg'];

beforeEach(async () => {
  // The README's way: a copy of the demo, edited, guests emptied, its own photos.
  await cp(demo(), mine(), { recursive: true, filter: (src) => !src.includes(`${path.sep}media`) });
  const wedding = JSON.parse(await readFile(path.join(demo(), 'wedding.json'), 'utf8'));
  await put(mine(), 'wedding.json', JSON.stringify({ ...wedding, couple: { name1: 'Ola', name2: 'Łukasz', fullNames: 'Ola Nowak & Łukasz Żółć' } }));
  await put(mine(), 'love-story.json', JSON.stringify(MY_STORY));
  await put(mine(), 'gallery.json', JSON.stringify(MY_GALLERY));
  await put(mine(), 'guests.json', '[]');
  for (const p of MY_MEDIA) await put(mine(), `media/${p}`, await tinyPhoto(p, 'mine'));
});

const seed = async (dir: string, o: Partial<SeedRequest> = {}) => {
  const { out, err, io } = collectedLines();
  const env = { SUPABASE_URL: standIn().url, SUPABASE_ANON_KEY: standIn().anonKey, SUPABASE_SERVICE_ROLE_KEY: standIn().serviceKey, CONTENT_SNAPSHOT: path.join(root(), 'snapshot.json') };
  const code = await runSeed({ dryRun: false, yes: false, demoGuests: false, removeDemoGuests: false, content: dir, ...o }, env, root(), io);
  return { code, out, err };
};
const doctorFails = async () =>
  (await runDoctor({ SUPABASE_URL: standIn().url, SUPABASE_ANON_KEY: standIn().anonKey, SITE_URL: 'https://our-wedding.example', CONTENT_SNAPSHOT: path.join(root(), 'snapshot.json') }, standIn().serviceKey, root()))
    .filter((f) => f.level === 'fail')
    .map((f) => f.title);
const storyKeys = async () => (await standIn().table('love_story')).map((r) => `${r.year} ${r.title}`).sort();

it('makes the tables and the bucket equal the couple’s folder; demo guests loaded for a try-out go only with --remove-demo-guests', async () => {
  expect((await seed(demo(), { demoGuests: true })).code).toBe(0);

  // Replacing the demo's story and photos removes them: asked for with --yes (no terminal in a test).
  const first = await seed(mine(), { yes: true });
  expect(first.err).toEqual([]);
  expect(first.code).toBe(0);
  expect(await standIn().table('wedding_info')).toEqual([expect.objectContaining({ id: 1, couple: { name1: 'Ola', name2: 'Łukasz', fullNames: 'Ola Nowak & Łukasz Żółć' } })]);
  expect(await storyKeys()).toEqual(['2018 The first trip', '2024 Yes']);
  expect((await standIn().table('love_story')).find((r) => r.year === 2018)).toMatchObject({ description: 'Kraków in the rain.', photo_path: 'story/2018-krakow.jpg' });
  expect((await standIn().table('photo_gallery')).map((r) => r.storage_path).sort()).toEqual(['gallery/hero-couple.jpg', 'gallery/lake.jpg']);
  // Guests are never removed silently: the demo's stay, with their photos, and both the seed and the doctor say so.
  expect((await standIn().table('guests')).map((g) => g.id).sort()).toEqual(DEMO_GUESTS.map((g) => g.id).sort());
  expect(standIn().filePaths()).toEqual([...MY_MEDIA, `guest-photos/${MAGGIE}/dance-1.jpg`, 'guest-photos/tom-nguyen-7f3k/fishing.png'].sort());
  expect(first.out.join('\n')).toContain(`The demo's guests are still in the project: ${DEMO_GUESTS.map((g) => g.name).join(', ')}. `);
  expect(first.out.join('\n')).toMatch(/--remove-demo-guests/);
  expect(await doctorFails()).toEqual([`The demo's guests are still in the project: ${DEMO_GUESTS.map((g) => g.name).join(', ')}`]);

  const second = await seed(mine(), { removeDemoGuests: true, yes: true });
  expect(second.code).toBe(0);
  expect(await standIn().table('guests')).toEqual([]);
  expect(standIn().filePaths()).toEqual([...MY_MEDIA].sort());
  expect(standIn().fileBytes('gallery/hero-couple.jpg')).toEqual(await tinyPhoto('gallery/hero-couple.jpg', 'mine'));
  expect(await storyKeys()).toEqual(['2018 The first trip', '2024 Yes']);
  expect(await doctorFails()).toEqual([]);
});

it('lists what it will remove with --dry-run, and writes nothing', async () => {
  await seed(demo(), { demoGuests: true });
  const before = { story: await storyKeys(), files: standIn().filePaths(), guests: await standIn().table('guests') };
  standIn().clearRequests();

  const { code, out } = await seed(mine(), { dryRun: true, removeDemoGuests: true });

  expect(code).toBe(0);
  expect(out).toEqual(
    expect.arrayContaining([
      'To remove (no longer in my-wedding):',
      '  − Story 2016 "A borrowed umbrella"',
      '  − Gallery photo gallery/harbour-lights.jpg',
      '  − Guest Margaret Ellis',
      '  − Guest Tom Nguyen',
      '  − Photo gallery/harbour-lights.jpg',
      '  − Photo story/2016-umbrella.jpg',
      `  − Photo guest-photos/${MAGGIE}/dance-1.jpg`,
    ]),
  );
  expect(out.at(-1)).toMatch(/^Dry run: nothing was written\./);
  // 'The first trip' (2018) is in both: updated, not removed.
  expect(out).not.toContain('  − Story 2018 "The first trip"');
  expect(out).toContain('  Story 2018 "The first trip" · photo: story/2018-blue-mountains.jpg → story/2018-krakow.jpg');
  expect(standIn().requests.filter((r) => r.method !== 'GET' && !/\/object\/list\//.test(r.path))).toEqual([]);
  expect({ story: await storyKeys(), files: standIn().filePaths(), guests: await standIn().table('guests') }).toEqual(before);
});

it('refuses --remove-demo-guests when the folder is the demo itself', async () => {
  await expect(seed(demo(), { removeDemoGuests: true })).rejects.toThrow(
    /^demo\/guests\.json holds the demo's guests: --remove-demo-guests is for seeding your own wedding over the demo\.$/,
  );
  expect(standIn().requests).toHaveLength(0);
});

it('says in plain words when the project cannot be reached', async () => {
  const url = standIn().url;
  await standIn().close();
  const { io } = collectedLines();
  const request = { dryRun: false, yes: false, demoGuests: false, removeDemoGuests: false, content: mine() };
  const failure = await runSeed(request, { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: 'sb_secret_x' }, process.cwd(), io).then(String, (e: Error) => e.message);
  expect(failure).toMatch(/cannot be reached: check the URL \(SUPABASE_URL\) and the network/);
  expect(failure).not.toMatch(/fetch failed/);
});
