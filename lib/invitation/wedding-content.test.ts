import { SAMPLE_GALLERY, SAMPLE_LOVE_STORY, SAMPLE_WEDDING_INFO } from '@/lib/data/sample';
import type { DataSource } from '@/lib/data/source';
import { getWeddingContent, refreshWeddingContent } from './wedding-content';

function countingSource() {
  const calls = { info: 0 };
  const source: DataSource = {
    kind: 'local',
    getWeddingInfo: async () => {
      calls.info++;
      return SAMPLE_WEDDING_INFO;
    },
    getGuest: async () => null,
    getLoveStory: async () => SAMPLE_LOVE_STORY,
    getGallery: async () => SAMPLE_GALLERY,
    getGuestPhotos: async () => null,
    resolvePhoto: async (p) => p,
    readPhoto: async () => new Uint8Array(),
  };
  return { source, calls };
}

describe('shared wedding content cache', () => {
  it('reads the backend once for many guests', async () => {
    const { source, calls } = countingSource();
    await Promise.all([getWeddingContent(source, 0), getWeddingContent(source, 10), getWeddingContent(source, 20)]);
    expect(calls.info).toBe(1);
  });
  it('serves the stale copy at once and refreshes it in the background after the interval', async () => {
    const { source, calls } = countingSource();
    const first = await getWeddingContent(source, 0);
    const stale = await getWeddingContent(source, 10 * 60 * 1000);
    expect(stale).toBe(first);
    await new Promise((r) => setImmediate(r));
    expect(calls.info).toBe(2);
  });
  it('reads again after a refresh', async () => {
    const { source, calls } = countingSource();
    await getWeddingContent(source, 0);
    refreshWeddingContent(source);
    await getWeddingContent(source, 1);
    expect(calls.info).toBe(2);
  });
});
