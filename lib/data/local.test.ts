import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { captureConsole, DEMO_DIR, TOM } from '@/tests/support/stand-in';
import { dataSourceContract } from '@/tests/data-source/contract';
import { createLocalSource } from './local';
import { mediaPath } from '@/lib/site/routes';

/** The content-folder source, against the repository's demo wedding (content/demo). */

const demo = createLocalSource(DEMO_DIR);
const logs = captureConsole();

dataSourceContract('local content', {
  source: () => demo,
  link: (storagePath) => mediaPath(storagePath),
  warnings: () => logs.warn(),
  files: { maggie: ['beach-day.webp', 'dance-lesson.jpg', 'family-lunch.jpg', 'garden-party.JPG'], tom: 'road-trip.png' },
});

describe("a guest's own photo links", () => {
  it('are signed with an expiry, unlike the public gallery', async () => {
    const photos = await demo.getGuestPhotos({ id: TOM, name: 'Tom', personal_message: null, photo_dir: 'tom-nguyen-7f3k' });

    expect(photos?.[0]?.url).toMatch(/^\/media\/guest-photos\/tom-nguyen-7f3k\/[^/]+\.png\?expires=\d+&sig=[\w-]+$/);
    expect((await demo.getGallery())[0]?.url).toBe('/media/gallery/hero-couple.jpg');
  });
});

describe('media links', () => {
  it('encodes each part of the path but keeps the slashes', () => {
    expect(mediaPath('gallery/first dance #1.jpg')).toBe('/media/gallery/first%20dance%20%231.jpg');
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
