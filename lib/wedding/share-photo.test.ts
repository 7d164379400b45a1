import type { GalleryPhoto } from '@/lib/wedding/types';
import { chooseSharePhoto, shareImageVersion } from './share-photo';

const photo = (storage_path: string, name: string | null = null): GalleryPhoto => ({
  id: storage_path,
  storage_path,
  alt_text: '',
  order_index: 0,
  name,
  url: `/media/${storage_path}`,
  photo_url: `/media/${storage_path}`,
});

describe('the sharing photo (spec §2)', () => {
  it("is the photo whose path contains 'hero-couple'", () => {
    const gallery = [photo('gallery/beach.jpg'), photo('gallery/hero-couple.jpg'), photo('gallery/dance.jpg')];

    expect(chooseSharePhoto(gallery)).toEqual({ path: 'gallery/hero-couple.jpg', fromGallery: true });
  });

  it("is the photo whose name contains 'hero-couple' when its path does not", () => {
    const gallery = [photo('gallery/beach.jpg'), photo('gallery/IMG_0042.jpg', 'our hero-couple shot')];

    expect(chooseSharePhoto(gallery)).toEqual({ path: 'gallery/IMG_0042.jpg', fromGallery: true });
  });

  it('is the first match when several photos match', () => {
    const gallery = [photo('gallery/hero-couple-2.jpg'), photo('gallery/hero-couple.jpg')];

    expect(chooseSharePhoto(gallery).path).toBe('gallery/hero-couple-2.jpg');
  });

  it('is the default hero image when no photo matches, or there are none', () => {
    expect(chooseSharePhoto([photo('gallery/beach.jpg', 'Hero Couple')])).toEqual({ path: '/images/hero-fallback.jpg', fromGallery: false });
    expect(chooseSharePhoto([])).toEqual({ path: '/images/hero-fallback.jpg', fromGallery: false });
  });
});

describe('the sharing image version', () => {
  it('stays the same for the same photo and changes with it', () => {
    const a = [photo('gallery/hero-couple.jpg')];
    const b = [photo('gallery/hero-couple-new.jpg')];

    expect(shareImageVersion(a)).toBe(shareImageVersion([photo('gallery/beach.jpg'), ...a]));
    expect(shareImageVersion(a)).not.toBe(shareImageVersion(b));
    expect(shareImageVersion([])).not.toBe(shareImageVersion(a));
  });

  it('is short and safe in a URL', () => {
    expect(shareImageVersion([photo('gallery/hero-couple.jpg')])).toMatch(/^[0-9a-z]{1,7}$/);
  });
});
