import { readFileSync } from 'node:fs';
import { optimizeImage } from 'next/dist/server/image-optimizer/transform';
import sharp from 'sharp';
import type { DataSource } from '@/lib/data/source';
import { HERO, IMAGE_WIDTHS } from '@/lib/wedding/limits';
import { cameraSized } from '@/tests/support/large-photos';
import { imageAboveThePixelLimit } from '@/tests/support/oversized-image';
import { forgetHeroRenditions, heroPortraitBytes, heroRenditions, type HeroPhoto } from './hero-renditions';

/** The hero photo's tiny rendering and portrait cut, made once in the background from the stored photo. */

jest.setTimeout(30_000);

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#b07a5a' } }).jpeg().toBuffer();
const sourceOf = (bytes: Promise<Buffer>, reads = { count: 0 }) =>
  ({
    readPhoto: async () => {
      reads.count += 1;
      return bytes;
    },
  }) as unknown as DataSource;
const hero = (source: DataSource, path: string, version: unknown = { couple: 'Inês & Kenji' }): HeroPhoto => ({ source, path, version });
const made = async (source: DataSource, path: string) => {
  for (let i = 0; i < 200; i++) {
    const renditions = heroRenditions(hero(source, path));
    if (renditions?.blur !== null) return renditions;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
};
const fileOf = (sitePath: string) => sitePath.split('/').pop() as string;
const sizeOf = async (bytes: Buffer | null) => (bytes ? await sharp(bytes).metadata() : null);

beforeEach(() => forgetHeroRenditions());

it('makes a 9:20 portrait cut and two renderings of a few hundred bytes, once per photo, in the background', async () => {
  const reads = { count: 0 };
  const source = sourceOf(photo(4000, 3000), reads);
  const pending = heroRenditions(hero(source, 'gallery/hero-couple.jpg'));
  expect(pending).toEqual({ blur: null, portrait: expect.stringMatching(/^\/hero\/portrait-[0-9a-f]{12}\.jpg$/) });

  const renditions = await made(source, 'gallery/hero-couple.jpg');
  expect(renditions?.portrait).toMatch(/^\/hero\/portrait-[0-9a-f]{12}\.jpg$/);
  expect(renditions?.portrait).not.toBe(pending?.portrait);
  for (const blur of Object.values(renditions!.blur!)) {
    expect(blur).toMatch(/^data:image\/webp;base64,/);
    expect(blur.length).toBeLessThan(1000);
  }
  expect(await sizeOf(await heroPortraitBytes(fileOf(renditions!.portrait)))).toMatchObject({ width: 1200, height: 2667, format: 'jpeg' });
  expect(await heroPortraitBytes('portrait-000000000000.jpg')).toBeNull();
  expect(reads.count).toBe(1);
});

it('answers the cut under its pending name as soon as it is made, so the first guests on a phone get it too', async () => {
  const source = sourceOf(photo(4000, 3000));
  const pending = heroRenditions(hero(source, 'gallery/hero-couple.jpg'));
  expect(await sizeOf(await heroPortraitBytes(fileOf(pending!.portrait)))).toMatchObject({ width: 1200, height: 2667 });
  // An edit is new content, maybe another photo under the same name: a new name, never the old one's cache.
  expect(heroRenditions(hero(source, 'gallery/hero-couple.jpg', { couple: 'Inês & Kenji', edited: true }))?.portrait).not.toBe(pending?.portrait);
});

it('a server process that never rendered the page answers both its names from the content it reads', async () => {
  const source = sourceOf(photo(4000, 3000));
  const current = hero(source, 'gallery/hero-couple.jpg');
  const pending = heroRenditions(current)!.portrait;
  const version = (await made(source, 'gallery/hero-couple.jpg'))!.portrait;
  for (const name of [pending, version]) {
    forgetHeroRenditions(); // another process: nothing in memory
    expect(await sizeOf(await heroPortraitBytes(fileOf(name), current))).toMatchObject({ width: 1200, height: 2667 });
  }
  forgetHeroRenditions();
  const edited = hero(source, 'gallery/hero-couple.jpg', { couple: 'Inês & Kenji', edited: true });
  expect(await heroPortraitBytes(fileOf(pending), edited)).toBeNull();
  expect(await heroPortraitBytes('portrait-000000000000.jpg', current)).toBeNull();
  expect(await heroPortraitBytes('../../package.json', current)).toBeNull();
});

it("reaches a 390 px, 2× phone at its full width and within 300 KB, from a camera's 4000×3000 photo", async () => {
  const source = sourceOf(cameraSized(readFileSync('content/demo/media/gallery/hero-couple.jpg')));
  const cut = await heroPortraitBytes(fileOf(heroRenditions(hero(source, 'gallery/hero-couple.jpg'))!.portrait));
  // What the page asks of the optimiser there (components/invitation/hero/hero-photo.tsx), and how Next answers it.
  const width = IMAGE_WIDTHS.device.find((w) => w >= 390 * 2)!;
  const shown = await optimizeImage({ buffer: cut!, contentType: 'image/webp', quality: HERO.portraitQuality, width });
  expect(await sizeOf(shown)).toMatchObject({ width, format: 'webp' });
  // The budget is 300 KB; a sixth of it is kept for photos of more detail than this one.
  expect(shown.byteLength).toBeLessThanOrEqual(250 * 1024);
}, 120_000);

it('cuts an upright photo for an upright phone too', async () => {
  const renditions = await made(sourceOf(photo(1500, 2000)), 'gallery/tall.jpg');
  expect(await sizeOf(await heroPortraitBytes(fileOf(renditions!.portrait)))).toMatchObject({ width: 1200, height: 2667 });
});

it('makes nothing of a stock image, a photo that cannot be read, or one above the pixel limit', async () => {
  expect(heroRenditions(hero(sourceOf(photo(1500, 2000)), '/images/hero-fallback.jpg'))).toBeNull();
  const huge = imageAboveThePixelLimit();
  for (const [path, source] of [['gallery/missing.jpg', sourceOf(Promise.reject(new Error('gone')))], ['gallery/huge.png', sourceOf(huge)]] as const) {
    const pending = heroRenditions(hero(source, path));
    expect(await heroPortraitBytes(fileOf(pending!.portrait))).toBeNull();
    expect(heroRenditions(hero(source, path))).toBeNull();
  }
});

it('starts making them only when the caller says (a page: after its answer is sent), and only once', async () => {
  const reads = { count: 0 };
  const source = sourceOf(photo(4000, 3000), reads);
  const waiting: (() => void)[] = [];
  const later = (work: () => void) => void waiting.push(work);
  const pending = heroRenditions(hero(source, 'gallery/hero-couple.jpg'), later);
  expect(pending).toEqual({ blur: null, portrait: expect.stringMatching(/^\/hero\/portrait-/) });
  expect(heroRenditions(hero(source, 'gallery/hero-couple.jpg'), later)).toEqual(pending);
  await new Promise((r) => setTimeout(r, 50));
  expect(reads.count).toBe(0);
  expect(waiting).toHaveLength(1);

  waiting[0]!();
  expect((await made(source, 'gallery/hero-couple.jpg'))?.portrait).toMatch(/^\/hero\/portrait-/);
  expect(reads.count).toBe(1);
});
