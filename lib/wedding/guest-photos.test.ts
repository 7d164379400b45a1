import type { GalleryPhoto, GuestPhoto } from '@/lib/wedding/types';
import { chooseGuestPhotos, galleryAsGuestPhoto, pickRandom } from './guest-photos';

const own = (n: number): GuestPhoto => ({ id: `own-${n}`, url: `/own/${n}.jpg`, photo_url: `/own/${n}.jpg`, alt_text: '' });
const fromGallery = (n: number): GalleryPhoto => ({
  id: `g${n}`,
  storage_path: `gallery/g${n}.jpg`,
  alt_text: `Gallery ${n}`,
  order_index: n,
  name: `G${n}`,
  url: `/gallery/g${n}.jpg`,
  photo_url: `/gallery/g${n}.jpg`,
});
const GALLERY = [1, 2, 3, 4].map(fromGallery);

/** A fixed sequence of "random" numbers, repeated. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] as number;
};

describe('picking at random', () => {
  it('picks the asked number of distinct items', () => {
    const items = [1, 2, 3, 4, 5, 6];
    for (const seed of [0, 0.3, 0.6, 0.99]) {
      const picked = pickRandom(items, 3, () => seed);
      expect(picked).toHaveLength(3);
      expect(new Set(picked).size).toBe(3);
      expect(picked.every((p) => items.includes(p))).toBe(true);
    }
  });

  it('follows the random source, so different draws give different picks', () => {
    expect(pickRandom([1, 2, 3, 4], 3, () => 0)).toEqual([2, 3, 4]);
    expect(pickRandom([1, 2, 3, 4], 3, () => 0.999)).toEqual([1, 2, 3]);
    expect(pickRandom([1, 2, 3, 4], 3, sequence(0.5, 0, 0.9))).not.toEqual(pickRandom([1, 2, 3, 4], 3, () => 0));
  });

  it('leaves the given list untouched', () => {
    const items = [1, 2, 3, 4];
    pickRandom(items, 2, () => 0);
    expect(items).toEqual([1, 2, 3, 4]);
  });

  it('answers everything when asked for more than there is', () => {
    expect(pickRandom([1, 2], 3, () => 0).sort()).toEqual([1, 2]);
  });

  it('can pick any item (with Math.random by default)', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 300; i++) seen.add(pickRandom([1, 2, 3, 4, 5], 1)[0] as number);
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5]); // a miss has odds of about 1 in 10^28
  });
});

describe("the guest's photos (spec §9)", () => {
  it('shows 3 of them at random when the guest has 3 or more, and no gallery photo', () => {
    const mine = [1, 2, 3, 4, 5].map(own);

    const chosen = chooseGuestPhotos(mine, GALLERY, () => 0);

    expect(chosen).toHaveLength(3);
    expect(chosen.every((p) => p.id.startsWith('own-'))).toBe(true);
    expect(new Set(chosen.map((p) => p.id)).size).toBe(3);
  });

  it('shows exactly the 3 when the guest has 3', () => {
    const mine = [1, 2, 3].map(own);

    expect(chooseGuestPhotos(mine, GALLERY, () => 0.5).map((p) => p.id).sort()).toEqual(['own-1', 'own-2', 'own-3']);
  });

  it('fills up to 3 with the first gallery photos, the guest\'s own first', () => {
    expect(chooseGuestPhotos([own(1)], GALLERY).map((p) => p.id)).toEqual(['own-1', 'g1', 'g2']);
    expect(chooseGuestPhotos([own(1), own(2)], GALLERY).map((p) => p.id)).toEqual(['own-1', 'own-2', 'g1']);
    expect(chooseGuestPhotos([], GALLERY).map((p) => p.id)).toEqual(['g1', 'g2', 'g3']);
  });

  it('does not show the same picture twice', () => {
    const same: GuestPhoto = { id: 'mine', url: '/gallery/g1.jpg', photo_url: '/gallery/g1.jpg', alt_text: '' };

    expect(chooseGuestPhotos([same], GALLERY).map((p) => p.id)).toEqual(['mine', 'g2', 'g3']);
  });

  it('shows fewer than 3 when there is not enough to fill with', () => {
    expect(chooseGuestPhotos([own(1)], [fromGallery(1)]).map((p) => p.id)).toEqual(['own-1', 'g1']);
    expect(chooseGuestPhotos([], [])).toEqual([]);
  });

  it('turns a gallery photo into a photo item with id, url, photo_url and alt text only', () => {
    expect(galleryAsGuestPhoto(fromGallery(2))).toEqual({ id: 'g2', url: '/gallery/g2.jpg', photo_url: '/gallery/g2.jpg', alt_text: 'Gallery 2' });
  });
});
