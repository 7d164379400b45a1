import type { FailureMode } from '@/tests/stand-in/server';
import { guestTag } from '@/lib/server/guest-tag';
import { loadGuestPhotos, loadInvitation } from '@/lib/invitation/invitation';
import { getWeddingContent } from '@/lib/invitation/wedding-content';
import {
  captureConsole,
  configFor,
  FAIL_TIMEOUT_MS,
  MAGGIE,
  ROSA,
  signedPrefix,
  SLACK_MS,
  timed,
  TOM,
  UNKNOWN_GUEST,
  withStandIn,
} from '@/tests/support/stand-in';
import { selectDataSource } from './index';
import { SAMPLE_GALLERY, SAMPLE_GUEST_PHOTOS, SAMPLE_LOVE_STORY, SAMPLE_WEDDING_INFO } from './sample';
import type { GalleryPhoto, Guest } from '@/lib/wedding/types';

/** Spec §8, the error catalogue, for the guest's own data: the lookup, their photos, and a backend that hangs. */

const standIn = withStandIn();
const logs = captureConsole();

const MODES: FailureMode[] = ['500', 'malformed-json', 'wrong-shape', 'hang', 'refuse'];
const source = (mode?: FailureMode, extra = {}) =>
  selectDataSource(configFor(standIn(), { ...(mode === 'hang' || mode === 'refuse' ? { timeoutMs: FAIL_TIMEOUT_MS } : {}), ...extra }));

const tom: Guest = { id: TOM, name: 'Tom Nguyen', personal_message: null, photo_dir: 'tom-nguyen-7f3k' };
const maggie: Guest = { id: MAGGIE, name: 'Margaret Ellis', personal_message: 'Hi', photo_dir: null };
const rosa: Guest = { id: ROSA, name: 'Rosa Alvarez', personal_message: null, photo_dir: null };

const GALLERY: GalleryPhoto[] = [1, 2, 3, 4].map((n) => ({
  id: `g${n}`,
  storage_path: `gallery/g${n}.jpg`,
  alt_text: `Gallery ${n}`,
  order_index: n,
  name: null,
  url: `https://img.example/g${n}.jpg`,
  photo_url: `https://img.example/g${n}.jpg`,
}));

describe('the guest lookup', () => {
  it.each(MODES)('lets the guest in to nothing when it fails, logs it, and tells it apart from an unknown id: %s', async (mode) => {
    standIn().setFailure('rest', mode, { table: 'guests' });

    await expect(loadInvitation(source(mode), TOM)).resolves.toEqual({ status: 'lookup-failed' });
    expect(logs.error()).toHaveBeenCalledWith('Failed to load guest:', expect.any(String));
  });

  it('answers nothing for an id no guest has', async () => {
    await expect(source().getGuest(UNKNOWN_GUEST)).resolves.toBeNull();
  });

  it('leads to the no-access page for an unknown id', async () => {
    await expect(loadInvitation(source(), UNKNOWN_GUEST)).resolves.toEqual({ status: 'no-access' });
  });
});

describe("the guest's photos", () => {
  it('warns "No guest photos found for {dir}" (the guest\'s tag, never their id) when the folder does not exist, and fills up from the gallery', async () => {
    const photos = await loadGuestPhotos(source(), rosa, GALLERY);

    expect(logs.warn()).toHaveBeenCalledWith(`No guest photos found for ${guestTag(ROSA)}`);
    expect(JSON.stringify(logs.warn().mock.calls)).not.toContain(ROSA);
    expect(photos.map((p) => p.id)).toEqual(['g1', 'g2', 'g3']);
  });

  it('treats a folder without images like a missing one', async () => {
    await standIn().removeFile('guest-photos/tom-nguyen-7f3k/fishing.png');
    await standIn().setFile('guest-photos/tom-nguyen-7f3k/notes.txt', 'hello');

    const photos = await loadGuestPhotos(source(), tom, GALLERY);

    expect(logs.warn()).toHaveBeenCalledWith(`No guest photos found for ${guestTag(TOM)}`);
    expect(JSON.stringify(logs.warn().mock.calls)).not.toContain('tom-nguyen');
    expect(photos).toHaveLength(3);
  });

  it("fills one own photo up to 3 with gallery photos, the guest's first", async () => {
    const photos = await loadGuestPhotos(source(), tom, GALLERY);

    expect(photos).toHaveLength(3);
    expect(photos[0]?.url).toContain(signedPrefix(standIn(), 'guest-photos/tom-nguyen-7f3k/fishing.png', true));
    expect(photos.slice(1).map((p) => p.id)).toEqual(['g1', 'g2']);
  });

  it('shows 3 of the own photos, and no gallery photo, when there are 3 or more', async () => {
    const photos = await loadGuestPhotos(source(), maggie, GALLERY, () => 0);

    expect(photos).toHaveLength(3);
    expect(photos.every((p) => p.url.includes(`/guest-photos/${MAGGIE}/`))).toBe(true);
    expect(new Set(photos.map((p) => p.url)).size).toBe(3);
  });

  it.each(MODES)('logs an error and shows the first 3 sample photos when the listing fails: %s', async (mode) => {
    standIn().setFailure('list', mode, { path: 'guest-photos' });

    const { value, ms } = await timed(loadGuestPhotos(source(mode), maggie, GALLERY));

    expect(value).toEqual(SAMPLE_GUEST_PHOTOS);
    expect(value.map((p) => p.id)).toEqual(['sample-1', 'sample-2', 'sample-3']);
    expect(logs.error()).toHaveBeenCalledWith('Failed to load guest photos:', expect.any(String));
    expect(ms).toBeLessThan(FAIL_TIMEOUT_MS + SLACK_MS);
  });

  it("leaves a photo that cannot be signed out of the guest's list, with a warning", async () => {
    standIn().setFailure('sign', '500', { path: `guest-photos/${MAGGIE}/dance-2.JPEG` });

    const own = await source().getGuestPhotos(maggie);

    expect(own).toHaveLength(3);
    expect(own?.some((p) => p.url.includes('dance-2'))).toBe(false);
    expect(logs.warn()).toHaveBeenCalledWith(`Could not sign a URL for a photo of ${guestTag(MAGGIE)}:`, expect.any(String));
    expect(JSON.stringify(logs.warn().mock.calls)).not.toContain(MAGGIE);
  });

  it.each(['500', 'malformed-json', 'hang', 'refuse'] as FailureMode[])(
    'warns for every path of a failed batch and leaves them all out: %s',
    async (mode) => {
      standIn().setFailure('sign-batch', mode);

      const own = await source(mode, { imageTransforms: false }).getGuestPhotos(maggie);

      expect(own).toEqual([]);
      expect(logs.warn()).toHaveBeenCalledTimes(4);
      expect(logs.warn()).toHaveBeenCalledWith(`Could not sign a URL for a photo of ${guestTag(MAGGIE)}:`, expect.any(String));
      expect(JSON.stringify(logs.warn().mock.calls)).not.toContain(MAGGIE);
    },
  );
});

describe('a backend that hangs', () => {
  beforeEach(() => {
    for (const route of ['rest', 'list', 'sign', 'sign-batch'] as const) standIn().setFailure(route, 'hang');
  });

  it('still assembles the shared content from fallbacks, the gallery within two timeouts', async () => {
    const { value, ms } = await timed(getWeddingContent(source('hang')));

    expect(value.info).toEqual(SAMPLE_WEDDING_INFO);
    expect(value.timeline).toEqual(SAMPLE_LOVE_STORY);
    expect(value.gallery).toEqual(SAMPLE_GALLERY); // the table, then the folder listing: two timeouts
    expect(value.hero).toBe('/images/hero-fallback.jpg');
    expect(value.venuePhoto).toBe('/images/venue-fallback.jpg'); // the stock image (spec §8)
    expect(ms).toBeGreaterThanOrEqual(2 * FAIL_TIMEOUT_MS - 20);
    expect(ms).toBeLessThan(2 * FAIL_TIMEOUT_MS + SLACK_MS);
  });

  it('answers lookup-failed (the no-access notice, 503) rather than waiting for the guest', async () => {
    const { value, ms } = await timed(loadInvitation(source('hang'), TOM));

    expect(value).toEqual({ status: 'lookup-failed' });
    expect(ms).toBeLessThan(2 * FAIL_TIMEOUT_MS + SLACK_MS);
  });
});
