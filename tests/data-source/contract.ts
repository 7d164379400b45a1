import { MAGGIE, ROSA, TOM, UNKNOWN_GUEST } from '@/tests/support/stand-in';
import { guestTag } from '@/lib/server/guest-tag';
import type { Guest } from '@/lib/wedding/types';
import type { DataSource } from '@/lib/data/source';

/**
 * What every backend answers for the same wedding (the demo's content): run by the test file
 * of each DataSource, so local content and Supabase cannot drift apart. `link` is how that
 * backend spells a link to a stored path (`video` ones are never transformed).
 */
export interface ContractSetup {
  source: () => DataSource;
  link: (storagePath: string, video?: boolean) => string;
  warnings: () => jest.SpyInstance;
  /** The image files in Margaret's folder (named by her id) and in Tom's photo_dir, by name. */
  files: { maggie: string[]; tom: string };
}

const guest = (id: string, photo_dir: string | null = null): Guest => ({ id, name: 'Guest', personal_message: null, photo_dir });

export function dataSourceContract(backend: string, { source, link, warnings, files }: ContractSetup) {
  describe(`the DataSource contract (${backend})`, () => {
    it('reads the wedding info row', async () => {
      const info = await source().getWeddingInfo();

      expect(info?.couple).toMatchObject({ name1: 'Amelia', name2: 'Daniel' });
      expect(info?.wedding.venue?.name).toBe('The Boathouse, Balmoral Beach');
      expect(info?.photos.hero).toBe('gallery/hero-couple.jpg');
    });

    it('finds a guest by id with their message and photo folder, and nobody for an unknown id', async () => {
      await expect(source().getGuest(MAGGIE)).resolves.toMatchObject({ name: 'Margaret Ellis', photo_dir: null });
      await expect(source().getGuest(TOM)).resolves.toEqual({ id: TOM, name: 'Tom Nguyen', personal_message: null, photo_dir: 'tom-nguyen-7f3k', language: null, invited_to: [] });
      await expect(source().getGuest(UNKNOWN_GUEST)).resolves.toBeNull();
    });

    it('reads the love story by year, with a link to each entry’s media and none without', async () => {
      const timeline = await source().getLoveStory();

      expect(timeline.map((e) => e.year)).toEqual([2016, 2018, 2020, 2023, 2025]);
      expect(timeline[0]?.photo).toContain(link('story/2016-umbrella.jpg'));
      expect(timeline[2]?.photo).toContain(link('story/2020-home.mp4', true));
      expect(timeline[4]).toMatchObject({ photo_path: null, photo: null });
    });

    it('reads the gallery by order_index, with the same link as url and photo_url', async () => {
      const gallery = await source().getGallery();

      expect(gallery.map((p) => p.order_index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(gallery[0]).toMatchObject({ storage_path: 'gallery/hero-couple.jpg', name: 'hero-couple' });
      expect(gallery[0]?.url).toContain(link('gallery/hero-couple.jpg'));
      expect(gallery.every((p) => p.photo_url === p.url)).toBe(true);
    });

    it("lists a guest's images of any case from the folder named by their id, leaving other files out", async () => {
      const photos = await source().getGuestPhotos(guest(MAGGIE));

      expect(photos?.map((p) => p.url)).toEqual(files.maggie.map((f) => expect.stringContaining(link(`guest-photos/${MAGGIE}/${f}`))));
      expect(photos?.every((p) => p.photo_url === p.url && p.alt_text === '' && p.id.length > 0)).toBe(true);
    });

    it("lists a guest's images from their photo_dir", async () => {
      const photos = await source().getGuestPhotos(guest(TOM, 'tom-nguyen-7f3k'));

      expect(photos).toHaveLength(1);
      expect(photos?.[0]?.url).toContain(link(`guest-photos/tom-nguyen-7f3k/${files.tom}`));
    });

    it('warns "No guest photos found for {dir}" and answers none when the guest has no folder', async () => {
      await expect(source().getGuestPhotos(guest(ROSA))).resolves.toBeNull();
      expect(warnings()).toHaveBeenCalledWith(`No guest photos found for ${guestTag(ROSA)}`);
    });

    it('refuses a photo folder that would leave guest-photos/', async () => {
      await expect(source().getGuestPhotos(guest(TOM, '..'))).rejects.toThrow('not a plain folder name');
      await expect(source().getGuestPhotos(guest(TOM, '../gallery'))).rejects.toThrow('not a plain folder name');
    });

    it("links stored paths and passes the site's own through", async () => {
      await expect(source().resolvePhoto('gallery/venue.jpg')).resolves.toContain(link('gallery/venue.jpg'));
      await expect(source().resolvePhoto('/images/placeholder.svg')).resolves.toBe('/images/placeholder.svg');
    });

    it.each(['https://evil.example/track.gif', '//evil.example/t.gif', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', `guest-photos/${MAGGIE}/dance-1.jpg`, `Guest-Photos/${MAGGIE}/dance-1.jpg`, `./guest-photos/${MAGGIE}/dance-1.jpg`, `gallery/../guest-photos/${MAGGIE}/dance-1.jpg`, `gallery/%2e%2e/guest-photos/${MAGGIE}/dance-1.jpg`, `/media/guest-photos/${MAGGIE}/dance-1.jpg`])(
      'links %p, which shared content may not name, as the placeholder, and never reads it',
      async (path) => {
        await expect(source().resolvePhoto(path)).resolves.toBe('/images/placeholder.svg');
        await expect(source().resolvePhoto(path, 'tile')).resolves.toBe('/images/placeholder.svg');
        await expect(source().readPhoto(path)).rejects.toThrow();
      },
    );
  });
}
