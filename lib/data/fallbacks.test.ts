import { withBudget } from './fallbacks';
import type { DataSource } from './source';

const never = <T>() => new Promise<T>(() => {});

/** A source whose every call hangs, as a backend that accepts connections and never answers. */
const hanging: DataSource = {
  kind: 'supabase',
  getWeddingInfo: never,
  getGuest: never,
  getLoveStory: never,
  getGallery: never,
  getGalleryFolder: never,
  getGuestPhotos: never,
  resolvePhoto: never,
  readPhoto: never,
};

describe('the time budget around a hanging source', () => {
  it('gives up on every answer once the overall budget is spent, and says so rather than hiding it', async () => {
    const source = withBudget(hanging, 50);
    const started = Date.now();
    await expect(source.getWeddingInfo()).rejects.toThrow('no answer within 50 ms');
    await expect(source.getGallery()).rejects.toThrow('no answer within 50 ms');
    // A failed lookup is not "no such guest": the page answers it differently (503).
    await expect(source.getGuest('aa65baed-fb2b-4053-ba70-853b127d1f88')).rejects.toThrow('no answer within 50 ms');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('rejects photo calls after the budget so their callers can use their own fallbacks', async () => {
    const source = withBudget(hanging, 30);
    await expect(source.resolvePhoto('gallery/venue.jpg')).rejects.toThrow('no answer within 30 ms');
    await expect(source.getGuestPhotos({ id: 'x', name: 'x', personal_message: null, photo_dir: null })).rejects.toThrow();
  });
});
