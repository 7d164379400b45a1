import { builtInContent } from '@/lib/data/built-in';
import { SAMPLE_GALLERY, SAMPLE_LOVE_STORY, SAMPLE_WEDDING_INFO } from '@/lib/data/sample';
import type { DataSource } from '@/lib/data/source';
import { getWeddingContent, refreshWeddingContent } from './wedding-content';

const builtIn = builtInContent(null, true);
const OURS = { ...SAMPLE_WEDDING_INFO, couple: { name1: 'Inês', name2: 'Tiago' } };

/** A backend in memory that can be told to fail, counting its reads. */
function memorySource() {
  const state = { reads: 0, failing: false };
  const read = async <T>(value: T) => {
    state.reads++;
    if (state.failing) throw new Error('backend down');
    return value;
  };
  const source: DataSource = {
    kind: 'local',
    getWeddingInfo: () => read(OURS),
    getGuest: async () => null,
    getLoveStory: () => read(SAMPLE_LOVE_STORY),
    getGallery: () => read(SAMPLE_GALLERY),
    getGalleryFolder: () => read(SAMPLE_GALLERY),
    getGuestPhotos: async () => null,
    resolvePhoto: async (p) => p,
    readPhoto: async () => new Uint8Array(),
  };
  return { source, state };
}

const at = (now: number) => ({ now, builtIn });
const settle = () => new Promise((r) => setImmediate(r));

describe('the shared wedding content cache', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads the backend once for many guests', async () => {
    const { source, state } = memorySource();
    await Promise.all([getWeddingContent(source, at(0)), getWeddingContent(source, at(10)), getWeddingContent(source, at(20))]);
    expect(state.reads).toBe(3); // one read of each table
  });

  it('serves the stale copy at once and reads again in the background after two minutes', async () => {
    const { source, state } = memorySource();
    const first = await getWeddingContent(source, at(0));
    expect(await getWeddingContent(source, at(60_000))).toBe(first);
    expect(state.reads).toBe(3);
    await getWeddingContent(source, at(121_000));
    await settle();
    expect(state.reads).toBe(6);
  });

  it('keeps the last good copy through a failed read, retries within seconds, and logs the streak once', async () => {
    const { source, state } = memorySource();
    await getWeddingContent(source, at(0));
    state.failing = true;
    await getWeddingContent(source, at(121_000));
    await settle();
    const during = await getWeddingContent(source, at(122_000));
    expect(during.info?.couple.name1).toBe('Inês');

    const readsAfterFirstFailure = state.reads;
    await getWeddingContent(source, at(125_000)); // 4 s later: not yet
    await settle();
    expect(state.reads).toBe(readsAfterFirstFailure);
    await getWeddingContent(source, at(126_500)); // 5 s later: tried again
    await settle();
    expect(state.reads).toBeGreaterThan(readsAfterFirstFailure);
    expect(console.error).toHaveBeenCalledTimes(3); // once per part for the whole streak
    expect(console.error).toHaveBeenCalledWith('Failed to load wedding info, using the last good copy:', 'backend down');

    state.failing = false;
    await getWeddingContent(source, at(200_000));
    await settle();
    expect(console.log).toHaveBeenCalledWith('Wedding content read again after 2 failed tries.');
  });

  it('reads again at once when asked to, and says whether that worked', async () => {
    const { source, state } = memorySource();
    await getWeddingContent(source, at(0));
    await expect(refreshWeddingContent(source, at(1))).resolves.toBe(true);
    expect(state.reads).toBe(6);
    state.failing = true;
    await expect(refreshWeddingContent(source, at(2))).resolves.toBe(false);
    expect((await getWeddingContent(source, at(3))).info?.couple.name1).toBe('Inês');
  });
});
