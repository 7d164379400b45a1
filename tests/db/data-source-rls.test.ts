import { createSupabaseSource } from '@/lib/data/supabase';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';
import { demoBucket, MAGGIE, TOM } from '@/tests/support/stand-in';

/**
 * The Supabase data source against the stand-in answering as our policies do (rls): the
 * site still gets everything it shows, because it names the guest in x-guest-id on the
 * guest lookup and on the storage calls for the guest's own folder.
 */

let standIn: StandIn;

beforeEach(async () => {
  standIn = await startStandIn({ rls: true, files: demoBucket() });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await standIn.close();
});

const source = (imageTransforms = true) => createSupabaseSource({ url: standIn.url, anonKey: standIn.anonKey, imageTransforms, timeoutMs: 5000 });

it('reads the guest it names, and nobody without the header', async () => {
  await expect(source().getGuest(TOM)).resolves.toMatchObject({ id: TOM, photo_dir: 'tom-nguyen-7f3k' });
  const { data } = await fetch(`${standIn.url}/rest/v1/guests?select=*`, { headers: { apikey: standIn.anonKey } }).then(async (r) => ({ data: await r.json() }));
  expect(data).toEqual([]);
});

it.each([
  ['with image transformation', true],
  ['signing in one batch without it', false],
])("lists and signs the guest's own photos (%s), sending x-guest-id on each storage call", async (_, transforms) => {
  const photos = await source(transforms).getGuestPhotos({ id: MAGGIE, name: 'Margaret Ellis', personal_message: null, photo_dir: null });

  expect(photos?.map((p) => p.id)).toHaveLength(4);
  const storageCalls = standIn.requests.filter((r) => r.route === 'list' || r.route === 'sign' || r.route === 'sign-batch');
  expect(storageCalls.length).toBeGreaterThan(1);
  expect(storageCalls.every((r) => r.headers['x-guest-id'] === MAGGIE)).toBe(true);
});

it('still reads the shared content without naming anyone', async () => {
  const s = source();
  await expect(s.getWeddingInfo()).resolves.toMatchObject({ couple: { name1: 'Amelia' } });
  await expect(s.getLoveStory()).resolves.toHaveLength(5);
  const gallery = await s.getGallery();
  expect(gallery).toHaveLength(7);
  expect(gallery.filter((p) => !p.url.includes('/storage/v1/render/image/sign/'))).toEqual([]);
  expect(standIn.requests.some((r) => r.headers['x-guest-id'])).toBe(false);
});
