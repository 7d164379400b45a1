import sharp from 'sharp';
import type { DataSource } from '@/lib/data/source';
import { forgetHeroRenditions, heroPortraitBytes, heroRenditions } from './hero-renditions';

/** The hero photo's tiny rendering and portrait cut, made once in the background from the stored photo. */

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#b07a5a' } }).jpeg().toBuffer();
const sourceOf = (bytes: Promise<Buffer>, reads = { count: 0 }) =>
  ({
    readPhoto: async () => {
      reads.count += 1;
      return bytes;
    },
  }) as unknown as DataSource;
const made = async (source: DataSource, path: string) => {
  for (let i = 0; i < 100; i++) {
    const renditions = heroRenditions(source, path);
    if (renditions) return renditions;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
};

beforeEach(() => forgetHeroRenditions());

it('makes a 9:20 portrait cut and two renderings of a few hundred bytes, once per photo, in the background', async () => {
  const reads = { count: 0 };
  const source = sourceOf(photo(4000, 3000), reads);
  expect(heroRenditions(source, 'gallery/hero-couple.jpg')).toBeNull();

  const renditions = await made(source, 'gallery/hero-couple.jpg');
  expect(renditions?.portrait).toMatch(/^\/hero\/portrait-[0-9a-f]{12}\.jpg$/);
  for (const blur of Object.values(renditions!.blur)) {
    expect(blur).toMatch(/^data:image\/webp;base64,/);
    expect(blur.length).toBeLessThan(1000);
  }
  const bytes = heroPortraitBytes(renditions!.portrait.split('/').pop()!);
  expect(await sharp(bytes!).metadata()).toMatchObject({ width: 1200, height: 2667, format: 'jpeg' });
  expect(heroPortraitBytes('portrait-000000000000.jpg')).toBeNull();
  expect(reads.count).toBe(1);
});

it('makes no portrait cut of a photo that is already upright, nor of a stock image or a photo that cannot be read', async () => {
  const upright = sourceOf(photo(1500, 2000));
  heroRenditions(upright, 'gallery/tall.jpg');
  await new Promise((r) => setTimeout(r, 300));
  expect(heroRenditions(upright, 'gallery/tall.jpg')).toBeNull();
  expect(heroRenditions(upright, '/images/hero-fallback.jpg')).toBeNull();
  const broken = sourceOf(Promise.reject(new Error('gone')));
  heroRenditions(broken, 'gallery/missing.jpg');
  await new Promise((r) => setTimeout(r, 50));
  expect(heroRenditions(broken, 'gallery/missing.jpg')).toBeNull();
});

it('starts making them only when the caller says (a page: after its answer is sent), and only once', async () => {
  const reads = { count: 0 };
  const source = sourceOf(photo(4000, 3000), reads);
  const waiting: (() => void)[] = [];
  const later = (work: () => void) => void waiting.push(work);
  expect(heroRenditions(source, 'gallery/hero-couple.jpg', later)).toBeNull();
  expect(heroRenditions(source, 'gallery/hero-couple.jpg', later)).toBeNull();
  await new Promise((r) => setTimeout(r, 50));
  expect(reads.count).toBe(0);
  expect(waiting).toHaveLength(1);

  waiting[0]!();
  expect((await made(source, 'gallery/hero-couple.jpg'))?.portrait).toMatch(/^\/hero\/portrait-/);
  expect(reads.count).toBe(1);
});
