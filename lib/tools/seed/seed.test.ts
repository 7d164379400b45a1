import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { standInPerTest } from '@/tests/db/support/stand-in';
import { DEMO_DIR, MAGGIE } from '@/tests/support/stand-in';
import { collectedLines, DEMO_MEDIA, toolFolder } from '@/tests/support/tool-folder';
import { DEMO_GUESTS } from '@/lib/couple/demo-guests';
import { runSeed, type SeedRequest } from './seed-project';
import { galleryRows, guestRows, loveStoryRows, readSeedContent, weddingInfoRow } from '@/lib/couple/seed/seed-rows';

/** Seeding (`npm run db:seed`) against the stand-in (empty tables, no bucket), with the secret key. */

jest.setTimeout(60_000);
const standIn = standInPerTest({ demo: false, bucketExists: false });
const { dir } = toolFolder({ prefix: 'seed-', wedding: 'demo', into: '', photos: [...DEMO_MEDIA, `guest-photos/${MAGGIE}/dance-1.jpg`] });
const uploaded = async (withGuests: boolean) =>
  (await readSeedContent(dir())).media.map((m) => m.path).filter((p) => withGuests || !p.startsWith('guest-photos/')).sort();

const run = async (o: Partial<SeedRequest> = {}, env: Record<string, string> = {}) => {
  const { out, err, io } = collectedLines();
  const site = { SUPABASE_URL: standIn().url, SUPABASE_ANON_KEY: standIn().anonKey, CONTENT_SNAPSHOT: path.join(dir(), 'snapshot.json') };
  const request = { dryRun: false, yes: false, demoGuests: false, removeDemoGuests: false, content: dir(), ...o };
  const code = await runSeed(request, { ...site, ...env }, dir(), io);
  return { code, out, err };
};

it("loads every row and photo, creating the private bucket, but never the demo's guests unless asked", async () => {
  const { code, err, out } = await run({ serviceKey: standIn().serviceKey });

  expect(err).toEqual([]);
  expect(code).toBe(0);
  expect(out).toContain(`Leaving out the demo's ${DEMO_GUESTS.length} guests (${DEMO_GUESTS.map((g) => g.name).join(', ')}): their links are published. Add --demo-guests to load them for a try-out.`);
  expect(await standIn().bucketState()).toEqual({ exists: true, public: false });
  expect(await standIn().table('wedding_info')).toEqual([expect.objectContaining({ id: 1, love_story: { title: 'Recap' } })]);
  expect(await standIn().table('guests')).toEqual([]);
  expect(await standIn().table('love_story')).toHaveLength(5);
  expect(standIn().filePaths()).toEqual(await uploaded(false));
  expect(standIn().filePaths()).toContain('gallery/hero-couple.jpg');
});

it('loads the demo guests and their photos with --demo-guests', async () => {
  const { code, err } = await run({ serviceKey: standIn().serviceKey, demoGuests: true });

  expect(err).toEqual([]);
  expect(code).toBe(0);
  expect((await standIn().table('guests')).map((g) => g.id).sort()).toEqual(DEMO_GUESTS.map((g) => g.id).sort());
  expect(await standIn().table('love_story')).toHaveLength(5);
  expect(await standIn().table('photo_gallery')).toHaveLength(7);
  expect(standIn().filePaths()).toEqual(await uploaded(true));
  expect(standIn().filePaths()).toContain(`guest-photos/${MAGGIE}/dance-1.jpg`);
  expect(standIn().fileBytes('story/2020-home.mp4')?.toString()).toBe('bytes of story/2020-home.mp4');
});

it('takes the secret key from SUPABASE_SERVICE_ROLE_KEY, and running twice duplicates nothing', async () => {
  const env = { SUPABASE_SERVICE_ROLE_KEY: standIn().serviceKey };
  await run({ demoGuests: true }, env);
  const { code } = await run({ demoGuests: true }, env);

  expect(code).toBe(0);
  expect(await standIn().table('wedding_info')).toHaveLength(1);
  expect(await standIn().table('guests')).toHaveLength(DEMO_GUESTS.length);
  expect(await standIn().table('love_story')).toHaveLength(5);
  expect(await standIn().table('photo_gallery')).toHaveLength(7);
  expect(standIn().filePaths()).toEqual(await uploaded(true));
});

it('refuses to run without the secret key, and says where to find it', async () => {
  await expect(run()).rejects.toThrow(/^The secret key is missing\. Give the project's secret key \(Supabase dashboard/);
  expect(standIn().requests).toHaveLength(0);
});

it('fails clearly with the anon key (which may not write)', async () => {
  await expect(run({ serviceKey: standIn().anonKey })).rejects.toThrow(/same as SUPABASE_ANON_KEY; the tools need the secret \(service-role\) key/);

  await expect(run({ serviceKey: standIn().anonKey }, { SUPABASE_ANON_KEY: '' })).rejects.toThrow(/^The key given is not the project's secret key/);
  expect(standIn().requestsTo('rest-write')).toEqual([]);
  expect(await standIn().bucketState()).toEqual({ exists: false, public: false });
});

it("makes the couple's snapshot right after seeding, read back with the public key, and fails loudly when it cannot", async () => {
  const { code } = await run({ serviceKey: standIn().serviceKey });
  expect(code).toBe(0);
  const snapshot = JSON.parse(await readFile(path.join(dir(), 'snapshot.json'), 'utf8'));
  expect(snapshot.weddingInfo.couple.fullNames).toBe('Amelia Rose Hart & Daniel James Okafor');
  expect(snapshot.loveStory).toHaveLength(5);

  const noKey = await run({ serviceKey: standIn().serviceKey }, { SUPABASE_ANON_KEY: '' });
  expect(noKey.code).toBe(1);
  expect(noKey.err).toContain('The wedding is in the project, but its snapshot is not: fix the above and run npm run snapshot.');
});

describe('the rows it builds from the demo', () => {
  it('keep the wedding groups as JSON objects, love_story in snake case', async () => {
    const content = await readSeedContent(DEMO_DIR);
    expect(Object.keys(content.weddingInfo ?? {})).toEqual(['id', 'couple', 'photos', 'love_story', 'wedding', 'rsvp', 'weather', 'language']);
    expect(content.guests).toHaveLength(DEMO_GUESTS.length);
    expect(content.gallery.length).toBeGreaterThan(0);
    expect(content.gallery.filter((g) => 'id' in g)).toEqual([]);
  });

  it('refuse a guest whose id is not a random (v4) UUID, naming them', () => {
    expect(() => guestRows([{ id: '42', name: 'Ana' }])).toThrow('entry 1 (Ana): the id must be a random (version 4) UUID');
    expect(() => guestRows([{ id: '00000000-0000-1000-8000-000000000000', name: 'Bo' }])).toThrow('entry 1 (Bo)');
  });

  it('turn the love story and gallery into their columns only', () => {
    expect(loveStoryRows([{ year: '2020', title: 'Home', photo_path: 'story/x.mp4', extra: 1 }])).toEqual([
      { year: 2020, title: 'Home', description: '', details: null, photo_path: 'story/x.mp4', translations: null },
    ]);
    expect(galleryRows([{ id: 9, storage_path: 'gallery/a.jpg', order_index: '2' }])).toEqual([
      { storage_path: 'gallery/a.jpg', alt_text: '', order_index: 2, name: null, translations: null },
    ]);
    expect(weddingInfoRow({ couple: { name1: 'A' }, loveStory: { title: 'T' } }).love_story).toEqual({ title: 'T' });
  });
});
