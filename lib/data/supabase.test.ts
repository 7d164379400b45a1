import { dataSourceContract } from '@/tests/data-source/contract';
import { createSupabaseSource } from './supabase';
import {
  captureConsole,
  MAGGIE,
  readDemo,
  settingsFor,
  signedPrefix,
  TOM,
  TRANSFORM,
  UNKNOWN_GUEST,
  withStandIn,
} from '@/tests/support/stand-in';

/**
 * Spec §7 against the real supabase-js client pointed at the local stand-in:
 * the requests it sends and what the data source makes of the answers.
 */

const standIn = withStandIn();
const logs = captureConsole();
const source = (extra = {}) => createSupabaseSource(settingsFor(standIn(), extra));
dataSourceContract('Supabase through the stand-in', {
  source: () => source(),
  link: (storagePath, video = false) => signedPrefix(standIn(), storagePath, !video),
  warnings: () => logs.warn(),
  files: { maggie: ['dance-1.jpg', 'dance-2.JPEG', 'dance-3.webp', 'dance-4.gif'], tom: 'fishing.png' },
});

const LIST_OPTIONS = { limit: 100, offset: 0, sortBy: { column: 'name', order: 'asc' } };

describe('wedding info', () => {
  it('selects every column of wedding_info and asks for exactly one object', async () => {
    await source().getWeddingInfo();

    const [req, ...others] = standIn().requests;
    expect(others).toHaveLength(0);
    expect(req).toMatchObject({ method: 'GET', path: '/rest/v1/wedding_info', query: { select: '*' } });
    expect(req?.headers.accept).toBe('application/vnd.pgrst.object+json');
  });

  it('sends the public anonymous key as apikey and bearer token', async () => {
    await source().getWeddingInfo();

    const headers = standIn().requests[0]?.headers;
    expect(headers?.apikey).toBe(standIn().anonKey);
    expect(headers?.authorization).toBe(`Bearer ${standIn().anonKey}`);
  });

  it('reshapes the row into the wedding info', async () => {
    const info = await source().getWeddingInfo();

    expect(info?.couple).toEqual({
      name1: 'Amelia',
      name2: 'Daniel',
      fullNames: 'Amelia Rose Hart & Daniel James Okafor',
      bride: 'Amelia Rose Hart',
      groom: 'Daniel James Okafor',
    });
    expect(info?.wedding.venue?.coordinates).toEqual({ lat: -33.8276, lng: 151.2519 });
    expect(info?.wedding.schedule).toEqual({ ceremony: '10:30 AM', speeches: '12:00 PM', lunch: '1:00 PM' });
    expect(info?.rsvp.deadline).toBe('2025-10-27');
  });

  it('accepts the love-story group under its snake-case column name', async () => {
    const row = { ...readDemo<Record<string, unknown>>('wedding.json'), loveStory: undefined, love_story: { title: 'Our story' } };
    await standIn().setTable('wedding_info', [row]);

    expect((await source().getWeddingInfo())?.loveStory).toEqual({ title: 'Our story' });
  });
});

describe('guest by id', () => {
  it('filters guests by id, asks for one object and names the guest in x-guest-id', async () => {
    await source().getGuest(TOM);

    const [req] = standIn().requests;
    expect(req).toMatchObject({ method: 'GET', path: '/rest/v1/guests', query: { select: '*', id: `eq.${TOM}` } });
    expect(req?.headers.accept).toBe('application/vnd.pgrst.object+json');
    expect(req?.headers['x-guest-id']).toBe(TOM);
  });

  it('answers nothing, quietly, when no guest has that id', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(source().getGuest(UNKNOWN_GUEST)).resolves.toBeNull();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('love story', () => {
  it('selects every column of love_story ordered by year ascending', async () => {
    await source().getLoveStory();

    const rest = standIn().requestsTo('rest');
    expect(rest).toHaveLength(1);
    expect(rest[0]).toMatchObject({ path: '/rest/v1/love_story', query: { select: '*', order: 'year.asc' } });
    expect(rest[0]?.headers.accept).not.toContain('vnd.pgrst.object');
  });

  it('returns the entries by year even when stored out of order', async () => {
    const rows = readDemo<{ year: number }[]>('love-story.json');
    await standIn().setTable('love_story', [...rows].reverse());

    const timeline = await source().getLoveStory();

    expect(timeline.map((e) => e.year)).toEqual([2016, 2018, 2020, 2023, 2025]);
    expect(timeline[0]).toMatchObject({ title: 'A borrowed umbrella', details: 'Daniel still has the umbrella. Amelia still says it was hers.' });
  });

  it('signs images for an hour with the 1200×1200 cover q90 transform', async () => {
    await source().getLoveStory();

    const sign = standIn().requestsTo('sign').find((r) => r.path.endsWith('/story/2016-umbrella.jpg'));
    expect(sign).toMatchObject({
      method: 'POST',
      path: '/storage/v1/object/sign/wedding-photos/story/2016-umbrella.jpg',
      body: { expiresIn: 3600, transform: TRANSFORM },
    });
  });

  it('signs .mp4 videos without a transform', async () => {
    await source().getLoveStory();

    const sign = standIn().requestsTo('sign').find((r) => r.path.endsWith('.mp4'));
    expect(sign?.path).toBe('/storage/v1/object/sign/wedding-photos/story/2020-home.mp4');
    expect(sign?.body).toEqual({ expiresIn: 3600 });
  });

  it('adds the signed link as photo and leaves entries without a path without one', async () => {
    const timeline = await source().getLoveStory();
    const byYear = Object.fromEntries(timeline.map((e) => [e.year, e]));

    expect(byYear[2016]?.photo).toContain(signedPrefix(standIn(), 'story/2016-umbrella.jpg', true));
    expect(byYear[2020]?.photo).toContain(signedPrefix(standIn(), 'story/2020-home.mp4', false));
    expect(byYear[2025]).toMatchObject({ photo_path: null, photo: null });
    expect(standIn().requestsTo('sign')).toHaveLength(4);
  });

  it('produces links a browser can load, with the file type', async () => {
    const timeline = await source().getLoveStory();
    const image = await fetch(timeline.find((e) => e.year === 2016)?.photo as string);
    const video = await fetch(timeline.find((e) => e.year === 2020)?.photo as string);

    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(await image.text()).toBe('bytes of story/2016-umbrella.jpg');
    expect(video.headers.get('content-type')).toBe('video/mp4');
  });
});

describe('gallery', () => {
  it('selects every column of photo_gallery ordered by order_index ascending', async () => {
    await source().getGallery();

    const rest = standIn().requestsTo('rest');
    expect(rest).toHaveLength(1);
    expect(rest[0]).toMatchObject({ path: '/rest/v1/photo_gallery', query: { select: '*', order: 'order_index.asc' } });
  });

  it('adds the same signed link as url and photo_url to every row, in order', async () => {
    await standIn().setTable('photo_gallery', [...readDemo<unknown[]>('gallery.json')].reverse() as never);

    const gallery = await source().getGallery();

    expect(gallery.map((p) => p.order_index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(gallery[0]).toMatchObject({
      id: '1',
      storage_path: 'gallery/hero-couple.jpg',
      alt_text: 'Amelia and Daniel on the beach at golden hour',
      name: 'hero-couple',
    });
    for (const photo of gallery) {
      expect(photo.url).toContain(signedPrefix(standIn(), photo.storage_path, true));
      expect(photo.photo_url).toBe(photo.url);
    }
  });

  it('lists the gallery folder, without venue.jpg, when the table is empty', async () => {
    await standIn().setTable('photo_gallery', []);

    const gallery = await source().getGallery();

    expect(standIn().requestsTo('list')).toEqual([
      expect.objectContaining({ path: '/storage/v1/object/list/wedding-photos', body: { prefix: 'gallery', ...LIST_OPTIONS } }),
    ]);
    expect(gallery.map((p) => p.name)).toEqual([
      'first-dance-practice.jpg',
      'garden-picnic.jpg',
      'harbour-lights.jpg',
      'hero-couple.jpg',
      'mountain-lookout.jpg',
      'sunset-sail.jpg',
      'wildflowers.jpg',
    ]);
    expect(gallery[0]).toMatchObject({ storage_path: 'gallery/first-dance-practice.jpg', alt_text: '', order_index: 0 });
    expect(gallery[0]?.url).toContain(signedPrefix(standIn(), 'gallery/first-dance-practice.jpg', true));
    expect(standIn().requestsTo('sign').map((r) => r.body)).toEqual(gallery.map(() => ({ expiresIn: 3600, transform: TRANSFORM })));
    expect(logs.error()).not.toHaveBeenCalled();
  });

  it('signs only what the first 100 entries of the folder listing hold', async () => {
    await standIn().setTable('photo_gallery', []);
    for (let i = 0; i < 120; i++) await standIn().setFile(`gallery/extra-${String(i).padStart(3, '0')}.jpg`, 'x');

    const gallery = await source().getGallery();

    // The listing's first 100 names are README.txt (left out: not an image) and extra-000 to extra-098.
    expect(gallery.map((p) => p.name)).toEqual(Array.from({ length: 99 }, (_, i) => `extra-${String(i).padStart(3, '0')}.jpg`));
  });
});

describe("a guest's own photos", () => {
  it('lists guest-photos/{photo_dir}, 100 at most, by name ascending', async () => {
    await source().getGuestPhotos({ id: TOM, name: 'Tom Nguyen', personal_message: null, photo_dir: 'tom-nguyen-7f3k' });

    const [list] = standIn().requestsTo('list');
    expect(list?.path).toBe('/storage/v1/object/list/wedding-photos');
    expect(list?.body).toEqual({ prefix: 'guest-photos/tom-nguyen-7f3k', ...LIST_OPTIONS });
  });

  it('uses the guest id as the folder when the guest has no photo_dir', async () => {
    await source().getGuestPhotos({ id: MAGGIE, name: 'Margaret Ellis', personal_message: null, photo_dir: null });

    expect(standIn().requestsTo('list')[0]?.body).toMatchObject({ prefix: `guest-photos/${MAGGIE}` });
  });

  it('keeps image files of any case, leaves other files out, and signs each with the transform', async () => {
    const photos = await source().getGuestPhotos({ id: MAGGIE, name: 'Margaret Ellis', personal_message: null, photo_dir: null });

    const files = ['dance-1.jpg', 'dance-2.JPEG', 'dance-3.webp', 'dance-4.gif'];
    expect(photos?.map((p) => p.url)).toEqual(files.map((f) => expect.stringContaining(signedPrefix(standIn(), `guest-photos/${MAGGIE}/${f}`, true))));
    expect(photos?.every((p) => p.photo_url === p.url && p.alt_text === '' && p.id.length > 0)).toBe(true);
    expect(standIn().requestsTo('sign').map((r) => r.body)).toEqual(files.map(() => ({ expiresIn: 3600, transform: TRANSFORM })));
  });

  it('ignores sub-folders of the guest folder', async () => {
    await standIn().setFile('guest-photos/tom-nguyen-7f3k/old/thumb.jpg', 'x');

    const photos = await source().getGuestPhotos({ id: TOM, name: 'Tom', personal_message: null, photo_dir: 'tom-nguyen-7f3k' });

    expect(photos).toHaveLength(1);
    expect(photos?.[0]?.url).toContain('/guest-photos/tom-nguyen-7f3k/fishing.png?token=');
  });

  it('refuses a photo folder that is not a plain folder name, without asking storage', async () => {
    const sneaky = { id: TOM, name: 'Tom', personal_message: null, photo_dir: '../gallery' };

    await expect(source().getGuestPhotos(sneaky)).rejects.toThrow('not a plain folder name');
    expect(standIn().requests).toHaveLength(0);
  });
});

describe('signing without image transforms (free plan)', () => {
  it('signs the gallery folder listing in one batch call for an hour, untransformed', async () => {
    await standIn().setTable('photo_gallery', []);

    const gallery = await source({ imageTransforms: false }).getGallery();

    expect(standIn().requestsTo('sign')).toHaveLength(0);
    const batches = standIn().requestsTo('sign-batch');
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ method: 'POST', path: '/storage/v1/object/sign/wedding-photos' });
    expect(batches[0]?.body).toEqual({ expiresIn: 3600, paths: gallery.map((p) => p.storage_path) });
    expect(gallery[0]?.url).toContain(signedPrefix(standIn(), 'gallery/first-dance-practice.jpg', false));
  });

  it('signs gallery rows through the batch route, untransformed', async () => {
    const gallery = await source({ imageTransforms: false }).getGallery();

    expect(standIn().requestsTo('sign')).toHaveLength(0);
    const signed = standIn().requestsTo('sign-batch').flatMap((r) => (r.body as { paths: string[] }).paths);
    expect(signed.sort()).toEqual(gallery.map((p) => p.storage_path).sort());
    expect(standIn().requestsTo('sign-batch').map((r) => (r.body as { expiresIn: number }).expiresIn)).toEqual([3600]);
    expect(gallery[0]?.url).toContain(signedPrefix(standIn(), 'gallery/hero-couple.jpg', false));
  });

  it("signs a guest's photos in one batch call", async () => {
    const photos = await source({ imageTransforms: false }).getGuestPhotos({ id: MAGGIE, name: 'M', personal_message: null, photo_dir: null });

    expect(standIn().requestsTo('sign-batch').map((r) => r.body)).toEqual([
      { expiresIn: 3600, paths: ['dance-1.jpg', 'dance-2.JPEG', 'dance-3.webp', 'dance-4.gif'].map((f) => `guest-photos/${MAGGIE}/${f}`) },
    ]);
    expect(photos).toHaveLength(4);
    const served = await fetch(photos?.[0]?.url as string);
    expect(await served.text()).toBe(`bytes of guest-photos/${MAGGIE}/dance-1.jpg`);
  });
});

describe('the photo path resolver', () => {
  it("passes the site's own paths through and makes another site's the placeholder, without asking storage", async () => {
    const s = source();
    await expect(s.resolvePhoto('https://cdn.example/a.jpg')).resolves.toBe('/images/placeholder.svg');
    await expect(s.resolvePhoto('/images/hero-fallback.jpg')).resolves.toBe('/images/hero-fallback.jpg');
    expect(standIn().requests).toHaveLength(0);
  });

  it.each([true, false])(
    "never hands shared content a link signed for a guest (image transforms %p)",
    async (imageTransforms) => {
      const s = source({ imageTransforms });
      const [mine] = (await s.getGuestPhotos({ id: MAGGIE, name: 'M', personal_message: null, photo_dir: null })) ?? [];
      expect(mine?.url).toContain(`/guest-photos/${MAGGIE}/dance-1.jpg?token=`);

      await expect(s.resolvePhoto(`guest-photos/${MAGGIE}/dance-1.jpg`, 'tile')).resolves.toBe('/images/placeholder.svg');
      await expect(s.resolvePhoto(`guest-photos/${MAGGIE}/dance-1.jpg`)).resolves.toBe('/images/placeholder.svg');
    },
  );

  it('signs the hero and venue photos with a transform that keeps their shape', async () => {
    const url = await source().resolvePhoto('gallery/venue.jpg');

    expect(standIn().requestsTo('sign').map((r) => r.body)).toEqual([
      { expiresIn: 3600, transform: { width: 2000, height: 2000, resize: 'contain', quality: 85 } },
    ]);
    expect(url).toContain('/render/image/sign/wedding-photos/gallery/venue.jpg?token=');
  });

  it('reuses a signed link instead of signing the same path again', async () => {
    const s = source();
    const first = await s.resolvePhoto('gallery/venue.jpg');
    const second = await s.resolvePhoto('gallery/venue.jpg');

    expect(second).toBe(first);
    expect(standIn().requestsTo('sign')).toHaveLength(1);
  });
});
