import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { captureConsole, DEMO_DIR, MAGGIE, ROSA, TOM, UNKNOWN_GUEST } from '@/tests/support/stand-in';
import { createLocalSource, mediaUrl } from './local';
import type { Guest } from './types';

/** The content-folder source, against the repository's demo wedding (content/demo). */

const demo = createLocalSource(DEMO_DIR);
const logs = captureConsole();
const guest = (id: string, photo_dir: string | null = null): Guest => ({ id, name: 'Guest', personal_message: null, photo_dir });

describe('the demo wedding', () => {
  it('reads wedding.json as the wedding info', async () => {
    const info = await demo.getWeddingInfo();

    expect(info?.couple).toMatchObject({ name1: 'Amelia', name2: 'Daniel' });
    expect(info?.wedding.venue?.name).toBe('The Boathouse, Balmoral Beach');
    expect(info?.photos.hero).toBe('gallery/hero-couple.jpg');
  });

  it('finds a guest by id, and nobody for an unknown id', async () => {
    await expect(demo.getGuest(MAGGIE)).resolves.toMatchObject({ name: 'Margaret Ellis', photo_dir: null });
    await expect(demo.getGuest(TOM)).resolves.toMatchObject({ name: 'Tom Nguyen', photo_dir: 'tom-nguyen-7f3k' });
    await expect(demo.getGuest(UNKNOWN_GUEST)).resolves.toBeNull();
  });

  it('reads the love story by year, with links to its media', async () => {
    const timeline = await demo.getLoveStory();

    expect(timeline.map((e) => e.year)).toEqual([2016, 2018, 2020, 2023, 2025]);
    expect(timeline[0]?.photo).toBe('/media/story/2016-umbrella.jpg');
    expect(timeline[2]?.photo).toBe('/media/story/2020-home.mp4');
    expect(timeline[4]).toMatchObject({ photo_path: null, photo: null });
  });

  it('reads the gallery by order_index, with links to its photos', async () => {
    const gallery = await demo.getGallery();

    expect(gallery.map((p) => p.order_index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(gallery[0]).toMatchObject({
      storage_path: 'gallery/hero-couple.jpg',
      url: '/media/gallery/hero-couple.jpg',
      photo_url: '/media/gallery/hero-couple.jpg',
      name: 'hero-couple',
    });
  });

  it("lists a guest's images from the folder named by their id, leaving other files out", async () => {
    const photos = await demo.getGuestPhotos(guest(MAGGIE));

    expect(photos).toHaveLength(4);
    expect(photos?.every((p) => p.url.startsWith(`/media/guest-photos/${MAGGIE}/`) && p.photo_url === p.url)).toBe(true);
    expect(photos?.some((p) => p.url.endsWith('.txt'))).toBe(false);
  });

  it("lists a guest's images from their photo_dir", async () => {
    const photos = await demo.getGuestPhotos(guest(TOM, 'tom-nguyen-7f3k'));

    expect(photos).toHaveLength(1);
    expect(photos?.[0]?.url).toMatch(/^\/media\/guest-photos\/tom-nguyen-7f3k\/[^/]+\.png\?expires=\d+&sig=[\w-]+$/);
  });

  it('warns "No guest photos found for {dir}" when the guest has no folder', async () => {
    await expect(demo.getGuestPhotos(guest(ROSA))).resolves.toBeNull();
    expect(logs.warn()).toHaveBeenCalledWith(`No guest photos found for ${ROSA}`);
  });

  it('refuses a photo folder that would leave guest-photos/', async () => {
    await expect(demo.getGuestPhotos(guest(TOM, '..'))).rejects.toThrow('not a plain folder name');
  });

  it('links stored paths to the media route and passes links through', async () => {
    await expect(demo.resolvePhoto('gallery/venue.jpg')).resolves.toBe('/media/gallery/venue.jpg');
    await expect(demo.resolvePhoto('https://cdn.example/a.jpg')).resolves.toBe('https://cdn.example/a.jpg');
    await expect(demo.resolvePhoto('/images/placeholder.svg')).resolves.toBe('/images/placeholder.svg');
  });
});

describe('media links', () => {
  it('encodes each part of the path but keeps the slashes', () => {
    expect(mediaUrl('gallery/first dance #1.jpg')).toBe('/media/gallery/first%20dance%20%231.jpg');
  });
});

describe('a content folder of its own', () => {
  let dir: string;
  const media = (p: string, text = 'x') => writeFile(path.join(dir, 'media', p), text);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'content-'));
    for (const name of ['wedding.json', 'guests.json', 'love-story.json']) await cp(path.join(DEMO_DIR, name), path.join(dir, name));
    await mkdir(path.join(dir, 'media', 'gallery'), { recursive: true });
    await Promise.all(['b.jpg', 'a.png', 'venue.jpg', 'notes.txt', 'C.webp'].map((n) => media(`gallery/${n}`)));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('lists the gallery folder by name, without venue.jpg or other files, when there is no gallery.json', async () => {
    const gallery = await createLocalSource(dir).getGallery();

    expect(gallery.map((p) => p.name)).toEqual(['C.webp', 'a.png', 'b.jpg']);
    expect(gallery[1]).toMatchObject({ storage_path: 'gallery/a.png', url: '/media/gallery/a.png', alt_text: '', order_index: 1 });
  });

  it('lists the gallery folder when gallery.json is empty', async () => {
    await writeFile(path.join(dir, 'gallery.json'), '[]');

    expect(await createLocalSource(dir).getGallery()).toHaveLength(3);
  });

  it('keeps at most 100 files of the gallery folder', async () => {
    await Promise.all(Array.from({ length: 110 }, (_, i) => media(`gallery/p${String(i).padStart(3, '0')}.jpg`)));

    expect(await createLocalSource(dir).getGallery()).toHaveLength(100);
  });

  it('answers no wedding info when wedding.json is missing', async () => {
    await rm(path.join(dir, 'wedding.json'));

    await expect(createLocalSource(dir).getWeddingInfo()).resolves.toBeNull();
  });

  it('rejects content of the wrong shape, so the fallback layer can replace it', async () => {
    await writeFile(path.join(dir, 'love-story.json'), JSON.stringify([{ title: 'no year' }]));
    await writeFile(path.join(dir, 'guests.json'), JSON.stringify({ not: 'a list' }));

    await expect(createLocalSource(dir).getLoveStory()).rejects.toThrow();
    await expect(createLocalSource(dir).getGuest(TOM)).rejects.toThrow('guests.json must hold a list of guests');
  });
});
