import type { AppConfig } from '@/lib/server/config';
import type { FailureMode, FailureWhere, RouteKind } from '@/tests/stand-in/server';
import {
  captureConsole,
  configFor,
  FAIL_TIMEOUT_MS,
  signedPrefix,
  SLACK_MS,
  timed,
  TOM,
  withStandIn,
} from '@/tests/support/stand-in';
import { loadInvitation } from '@/lib/invitation/invitation';
import { getWeddingContent } from '@/lib/invitation/wedding-content';
import { selectDataSource } from './index';
import { SAMPLE_GALLERY, SAMPLE_LOVE_STORY, SAMPLE_WEDDING_INFO } from './sample';
import type { DataSource } from './source';

/**
 * Spec §8, the error catalogue, for what every guest shares: each failure of the backend,
 * its log line and its fallback. (The guest's own data: supabase-guest-failures.test.ts.)
 */

const standIn = withStandIn();
const logs = captureConsole();

/** Every way a call can fail; `refuse` is a dropped connection, `hang` an answer that never comes. */
const MODES: FailureMode[] = ['500', 'malformed-json', 'wrong-shape', 'hang', 'refuse'];
/** The answers that come back at once; hanging and refused calls are covered with their timing below. */
const ANSWERED: FailureMode[] = ['500', 'malformed-json', 'wrong-shape'];
/** A short timeout only where a call is made to hang or be refused. */
const source = (mode?: FailureMode, extra = {}) =>
  selectDataSource(configFor(standIn(), { ...(mode === 'hang' || mode === 'refuse' ? { timeoutMs: FAIL_TIMEOUT_MS } : {}), ...extra }));
/** What every guest is shown: the source read through the content cache, which applies the fallbacks. */
const shared = (mode?: FailureMode) => getWeddingContent(source(mode));

describe('a data fetch that fails, with nothing read before and no snapshot, is logged and replaced by the sample data', () => {
  it.each(ANSWERED)('wedding info: %s', async (mode) => {
    standIn().setFailure('rest', mode, { table: 'wedding_info' });

    expect((await shared(mode)).info).toEqual(SAMPLE_WEDDING_INFO);
    expect(logs.error()).toHaveBeenCalledWith('Failed to load wedding info, using sample data:', expect.any(String));
  });

  it('wedding info: no row stored is "not found", not a failure (no samples of another couple)', async () => {
    await standIn().setTable('wedding_info', []);

    await expect(source().getWeddingInfo()).resolves.toBeNull();
    expect(logs.error()).not.toHaveBeenCalled();
  });

  it.each(ANSWERED)('love story: %s', async (mode) => {
    standIn().setFailure('rest', mode, { table: 'love_story' });

    expect((await shared(mode)).timeline).toEqual(SAMPLE_LOVE_STORY);
    expect(logs.error()).toHaveBeenCalledWith('Failed to load love story, using sample data:', expect.any(String));
  });
});

describe('the gallery', () => {
  const FOLDER_NAMES = [
    'first-dance-practice.jpg',
    'garden-picnic.jpg',
    'harbour-lights.jpg',
    'hero-couple.jpg',
    'mountain-lookout.jpg',
    'sunset-sail.jpg',
    'wildflowers.jpg',
  ];

  it.each(MODES)('lists the gallery folder, without venue.jpg, when photo_gallery fails: %s', async (mode) => {
    standIn().setFailure('rest', mode, { table: 'photo_gallery' });

    const { gallery } = await shared(mode);

    expect(gallery.map((p) => p.name)).toEqual(FOLDER_NAMES);
    expect(gallery[0]?.url).toContain(signedPrefix(standIn(), 'gallery/first-dance-practice.jpg', true));
    expect(logs.error()).toHaveBeenCalledWith('Failed to load photo gallery, using the gallery folder, else sample data:', expect.any(String));
  });

  it('lists the gallery folder when photo_gallery is empty, without logging an error', async () => {
    await standIn().setTable('photo_gallery', []);

    const gallery = await source().getGallery();

    expect(gallery.map((p) => p.name)).toEqual(FOLDER_NAMES);
    expect(gallery.some((p) => p.storage_path.endsWith('venue.jpg'))).toBe(false);
    expect(logs.error()).not.toHaveBeenCalled();
  });

  it.each(MODES)('falls back to the sample gallery when the folder listing fails too: %s', async (mode) => {
    standIn().setFailure('rest', '500', { table: 'photo_gallery' });
    standIn().setFailure('list', mode, { path: 'gallery' });

    expect((await shared(mode)).gallery).toEqual(SAMPLE_GALLERY);
    expect(logs.error()).toHaveBeenCalledWith('Failed to load photo gallery, using the gallery folder, else sample data:', expect.any(String));
  });

  it('uses the placeholder, and warns, for a row whose file cannot be signed', async () => {
    await standIn().removeFile('gallery/wildflowers.jpg');

    const gallery = await source().getGallery();

    const wildflowers = gallery.find((p) => p.storage_path === 'gallery/wildflowers.jpg');
    expect(wildflowers).toMatchObject({ url: '/images/placeholder.svg', photo_url: '/images/placeholder.svg' });
    expect(gallery.find((p) => p.storage_path === 'gallery/sunset-sail.jpg')?.url).toContain(signedPrefix(standIn(), 'gallery/sunset-sail.jpg', true));
    expect(logs.warn()).toHaveBeenCalledWith('Could not sign a URL for gallery/wildflowers.jpg:', 'Object not found');
  });

  it('uses the placeholder in the folder listing too', async () => {
    await standIn().setTable('photo_gallery', []);
    standIn().setFailure('sign', '500', { path: 'gallery/sunset-sail.jpg' });

    const gallery = await source().getGallery();

    expect(gallery).toHaveLength(7);
    expect(gallery.find((p) => p.name === 'sunset-sail.jpg')?.url).toBe('/images/placeholder.svg');
  });

  it('uses the placeholder for a file the batch could not sign (no image transforms)', async () => {
    await standIn().removeFile('gallery/wildflowers.jpg');

    const gallery = await source(undefined, { imageTransforms: false }).getGallery();

    expect(gallery.find((p) => p.storage_path === 'gallery/wildflowers.jpg')?.url).toBe('/images/placeholder.svg');
    expect(gallery.find((p) => p.storage_path === 'gallery/sunset-sail.jpg')?.url).toContain(signedPrefix(standIn(), 'gallery/sunset-sail.jpg', false));
    expect(logs.warn()).toHaveBeenCalledWith(
      'Could not sign a URL for gallery/wildflowers.jpg:',
      'Either the object does not exist or you do not have access to it',
    );
  });
});

describe('a timeline photo that cannot be signed', () => {
  it.each(['500', 'malformed-json', 'hang', 'refuse'] as FailureMode[])('becomes the placeholder, with a warning: %s', async (mode) => {
    standIn().setFailure('sign', mode, { path: 'story/2018-blue-mountains.jpg' });

    const timeline = await source(mode).getLoveStory();

    expect(timeline.find((e) => e.year === 2018)?.photo).toBe('/images/placeholder.svg');
    expect(timeline.find((e) => e.year === 2016)?.photo).toContain(signedPrefix(standIn(), 'story/2016-umbrella.jpg', true));
    expect(logs.warn()).toHaveBeenCalledWith('Could not sign a URL for story/2018-blue-mountains.jpg:', expect.any(String));
  });
});

describe('a call that hangs or is refused gives up within its timeout', () => {
  type Call = [name: string, route: RouteKind, where: FailureWhere, call: (s: DataSource) => Promise<unknown>, fallback: unknown];
  const calls: Call[] = [
    ['wedding info', 'rest', { table: 'wedding_info' }, (s) => getWeddingContent(s).then((c) => c.info), SAMPLE_WEDDING_INFO],
    ['love story', 'rest', { table: 'love_story' }, (s) => getWeddingContent(s).then((c) => c.timeline), SAMPLE_LOVE_STORY],
    // Not "nobody": the page says so with a 503 and 'Try Again' (lib/invitation/lookup-failed.ts).
    ['guest lookup', 'rest', { table: 'guests' }, (s) => loadInvitation(s, TOM).then((r) => r.status), 'lookup-failed'],
    ['signed URL', 'sign', {}, (s) => s.resolvePhoto('gallery/venue.jpg'), '/images/placeholder.svg'],
  ];

  describe.each(['hang', 'refuse'] as FailureMode[])('%s', (mode) => {
    it.each(calls)('%s', async (_, route, where, call, fallback) => {
      standIn().setFailure(route, mode, where);

      const { value, ms } = await timed(call(source(mode)));

      expect(value).toEqual(fallback);
      expect(route === 'rest' ? logs.error() : logs.warn()).toHaveBeenCalledTimes(1);
      expect(ms).toBeLessThan(FAIL_TIMEOUT_MS + SLACK_MS);
      if (mode === 'hang') expect(ms).toBeGreaterThanOrEqual(FAIL_TIMEOUT_MS - 20);
    });
  });
});

describe('a backend client that cannot be created', () => {
  const broken: AppConfig = {
    supabase: { url: 'not a url', anonKey: 'key', imageTransforms: true },
    siteUrl: null,
    contentDir: '/nowhere',
    contentProtection: 'auto',
    refreshToken: null, cronSecret: null, behindProxy: false,
    trackOpens: true,
    snapshotFile: '/nowhere/snapshot.json',
  };

  it("logs 'Database not configured, using fallback data' and shows the samples (no snapshot here)", async () => {
    const s = selectDataSource(broken);

    expect(logs.error()).toHaveBeenCalledWith('Database not configured, using fallback data');
    expect(s.kind).toBe('sample');
    const content = await getWeddingContent(s);
    expect(content.info).toEqual(SAMPLE_WEDDING_INFO);
    expect(content.timeline).toEqual(SAMPLE_LOVE_STORY);
    expect(content.gallery).toEqual(SAMPLE_GALLERY);
  });

  it('refuses every guest lookup and says why', async () => {
    const s = selectDataSource(broken);

    await expect(s.getGuest(TOM)).resolves.toBeNull();
    expect(logs.warn()).toHaveBeenCalledWith(expect.stringMatching(/^Guest access denied.*security/));
    await expect(loadInvitation(s, TOM)).resolves.toEqual({ status: 'no-access' });
  });

  it('uses the placeholder for stored photo paths, since there is no storage', async () => {
    const s = selectDataSource(broken);

    await expect(s.resolvePhoto('gallery/venue.jpg')).resolves.toBe('/images/placeholder.svg');
    await expect(s.resolvePhoto('/images/hero-fallback.jpg')).resolves.toBe('/images/hero-fallback.jpg');
  });
});
