import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deadlineFetch, withCallDeadlines, withDeadline } from './deadline';
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

describe('one deadline per call around a hanging source', () => {
  it('gives up on every answer once the deadline has passed, and says so rather than hiding it', async () => {
    const source = withCallDeadlines(hanging, 50);
    const started = Date.now();
    await expect(source.getWeddingInfo()).rejects.toThrow('no answer within 50 ms');
    await expect(source.getGallery()).rejects.toThrow('no answer within 50 ms');
    // A failed lookup is not "no such guest": the page answers it differently (503).
    await expect(source.getGuest('aa65baed-fb2b-4053-ba70-853b127d1f88')).rejects.toThrow('no answer within 50 ms');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('gives recording an open its own deadline', async () => {
    const source = withCallDeadlines({ ...hanging, recordOpen: never }, 1000, 20);
    await expect(source.recordOpen?.('x')).rejects.toThrow('no answer within 20 ms');
    expect(withCallDeadlines(hanging, 20).recordOpen).toBeUndefined();
  });

  it('rejects photo calls after the deadline so their callers can use their own fallbacks', async () => {
    const source = withCallDeadlines(hanging, 30);
    await expect(source.resolvePhoto('gallery/venue.jpg')).rejects.toThrow('no answer within 30 ms');
    await expect(source.getGuestPhotos({ id: 'x', name: 'x', personal_message: null, photo_dir: null })).rejects.toThrow();
  });
});

describe('the requests of a call', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    // Accepts every request and never answers it.
    server = createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('are ended at the call’s deadline, and the call may still answer with its own fallback', async () => {
    const started = Date.now();
    const answer = await withDeadline(50, () => deadlineFetch(url).then(() => 'answered', () => 'placeholder'));
    expect(answer).toBe('placeholder');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('share one deadline however many follow one another', async () => {
    const started = Date.now();
    const tries = await withDeadline(100, async () => {
      let n = 0;
      for (let i = 0; i < 3; i++) await deadlineFetch(url).catch(() => n++);
      return n;
    });
    expect(tries).toBe(3);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
