import { withFallbacks } from './fallbacks';
import { SAMPLE_GALLERY, SAMPLE_WEDDING_INFO } from './sample';
import type { DataSource } from './source';

const never = <T>() => new Promise<T>(() => {});

/** A source whose every call hangs, as a backend that accepts connections and never answers. */
const hanging: DataSource = {
  kind: 'supabase',
  getWeddingInfo: never,
  getGuest: never,
  getLoveStory: never,
  getGallery: never,
  getGuestPhotos: never,
  resolvePhoto: never,
  readPhoto: never,
};

describe('fallbacks around a hanging source', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('answers with the samples once the overall budget is spent, however many calls the source makes', async () => {
    const source = withFallbacks(hanging, 50);
    const started = Date.now();
    await expect(source.getWeddingInfo()).resolves.toBe(SAMPLE_WEDDING_INFO);
    await expect(source.getGallery()).resolves.toBe(SAMPLE_GALLERY);
    await expect(source.getGuest('aa65baed-fb2b-4053-ba70-853b127d1f88')).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(console.error).toHaveBeenCalledWith('Failed to load wedding info, using sample data:', 'no answer within 50 ms');
  });

  it('rejects photo calls after the budget so their callers can use their own fallbacks', async () => {
    const source = withFallbacks(hanging, 30);
    await expect(source.resolvePhoto('gallery/venue.jpg')).rejects.toThrow('no answer within 30 ms');
    await expect(source.getGuestPhotos({ id: 'x', name: 'x', personal_message: null, photo_dir: null })).rejects.toThrow();
  });
});
