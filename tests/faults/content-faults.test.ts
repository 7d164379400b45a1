import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeSnapshot } from '@/lib/data/snapshot';
import { refreshWeddingContent } from '@/lib/invitation/wedding-content';
import { builtInContent } from '@/lib/data/built-in';
import { captureConsole, signedPrefix, withStandIn } from '@/tests/support/stand-in';
import { LISBON, lisbonStandIn } from '@/tests/support/other-couple';
import { CONTENT_TABLES, guestSees, linksOf, siteSource, testClock } from './support';

/**
 * Issue 12's fault suite: the real supabase-js client against the stand-in, serving a couple
 * other than the built-in samples, failing as a real backend does. Each case asserts what a
 * guest sees: the couple's names, venue, story and image links — never the sample couple.
 */
const clock = testClock();
const standIn = withStandIn(() => lisbonStandIn({ now: clock.now }));
const logs = captureConsole();
const SAMPLE_COUPLE = /Amelia|Daniel/;

const failContent = (mode: '500' | 'hang' | 'refuse' = '500') => {
  for (const table of CONTENT_TABLES) standIn().setFailure('rest', mode, { table });
};
const failStorage = () => {
  for (const route of ['sign', 'sign-batch', 'list'] as const) standIn().setFailure(route, '500');
};

it('healthy: the guest sees their own hosts, venue, story and signed photos', async () => {
  const seen = await guestSees(siteSource(standIn(), clock.now), clock.now);

  expect(seen).toMatchObject({ status: 'ok', names: LISBON.fullNames, venue: LISBON.venue });
  expect(seen.status === 'ok' && seen.story).toContain(LISBON.story);
  expect(seen.status === 'ok' && seen.hero).toContain(signedPrefix(standIn(), 'gallery/hero-couple.jpg', true));
  expect(linksOf(seen).length).toBeGreaterThan(0);
  expect(linksOf(seen).filter((u) => !u.includes('/sign/'))).toEqual([]);
});

it.each(['500', 'hang', 'refuse'] as const)('a hiccup during a refresh (%s) keeps the last good copy, and is logged once', async (mode) => {
  const source = siteSource(standIn(), clock.now);
  const before = await guestSees(source, clock.now);
  failContent(mode);

  await expect(refreshWeddingContent(source, { now: clock.now() })).resolves.toBe(false);
  await refreshWeddingContent(source, { now: clock.now() });
  const during = await guestSees(source, clock.now);

  expect(during).toEqual(before);
  expect(JSON.stringify(during)).not.toMatch(SAMPLE_COUPLE);
  expect(logs.error().mock.calls.filter(([m]) => /^Failed to load wedding info/.test(String(m)))).toEqual([
    ['Failed to load wedding info, using the last good copy:', expect.any(String)],
  ]);
});

it('a refresh that fails in part keeps that part and takes the rest fresh', async () => {
  const source = siteSource(standIn(), clock.now);
  await guestSees(source, clock.now);
  standIn().setFailure('rest', '500', { table: 'love_story' });
  await standIn().setTable('wedding_info', [{ ...lisbonStandIn().tables!.wedding_info![0], couple: { fullNames: 'Inês & Tiago Carvalho-Mendes' } }]);

  await refreshWeddingContent(source, { now: clock.now() });
  const seen = await guestSees(source, clock.now);

  expect(seen).toMatchObject({ names: 'Inês & Tiago Carvalho-Mendes' });
  expect(seen.status === 'ok' && seen.story).toContain(LISBON.story);
});

describe('a cold start during an outage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'snapshot-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("shows the couple's snapshot, with photos signed when storage still answers", async () => {
    const file = path.join(dir, 'snapshot.json');
    await writeSnapshot(siteSource(standIn(), clock.now), file);
    failContent();

    const seen = await guestSees(siteSource(standIn(), clock.now), clock.now, file);

    expect(seen).toMatchObject({ status: 'ok', names: LISBON.fullNames, venue: LISBON.venue });
    expect(seen.status === 'ok' && seen.story).toContain(LISBON.story);
    expect(seen.status === 'ok' && seen.hero).toContain(signedPrefix(standIn(), 'gallery/hero-couple.jpg', true));
    expect(logs.error()).toHaveBeenCalledWith("Failed to load wedding info, using the couple's snapshot:", expect.any(String));
  });

  it("shows the couple's snapshot with stock images and placeholders when storage is down too", async () => {
    const file = path.join(dir, 'snapshot.json');
    await writeSnapshot(siteSource(standIn(), clock.now), file);
    failContent();
    failStorage();

    const seen = await guestSees(siteSource(standIn(), clock.now), clock.now, file);

    expect(seen).toMatchObject({ names: LISBON.fullNames, venue: LISBON.venue, hero: '/images/hero-fallback.jpg', venuePhoto: '/images/venue-fallback.jpg' });
    expect(seen.status === 'ok' && seen.gallery).toEqual(['/images/placeholder.svg', '/images/placeholder.svg', '/images/placeholder.svg']);
  });

  it("without a snapshot, shows no other couple: the guest's page cannot be opened just now (503), and says why in the log", async () => {
    failContent();

    const seen = await guestSees(siteSource(standIn(), clock.now), clock.now);

    expect(seen).toEqual({ status: 'lookup-failed' });
    expect(logs.error()).toHaveBeenCalledWith('Failed to load wedding info, using nothing (no snapshot: the invitation waits for the backend):', expect.any(String));
    expect(builtInContent(path.join(dir, 'none.json'), false).origin).toBe('none');
    expect(builtInContent(path.join(dir, 'none.json'), true).origin).toBe('samples');
  });

  it('without a snapshot, a failing love story and gallery leave those parts empty, never the samples', async () => {
    standIn().setFailure('rest', '500', { table: 'love_story' });
    standIn().setFailure('rest', '500', { table: 'photo_gallery' });
    standIn().setFailure('list', '500');

    const seen = await guestSees(siteSource(standIn(), clock.now), clock.now);

    expect(seen).toMatchObject({ status: 'ok', names: LISBON.fullNames, story: [], gallery: [] });
    expect(JSON.stringify(seen)).not.toMatch(/sample|Amelia|Daniel/);
  });

  it('once the backend answers again, the very next guest gets the couple, not a fallback kept for a while', async () => {
    const source = siteSource(standIn(), clock.now);
    failContent();
    expect(await guestSees(source, clock.now)).toEqual({ status: 'lookup-failed' });

    standIn().clearFailures();
    expect(await guestSees(source, clock.now)).toMatchObject({ status: 'ok', names: LISBON.fullNames });
  });
});

it('recovery: once the backend answers again, guests see the fresh content', async () => {
  const source = siteSource(standIn(), clock.now);
  await guestSees(source, clock.now);
  failContent();
  await refreshWeddingContent(source, { now: clock.now() });
  standIn().clearFailures();
  await standIn().setTable('love_story', [{ id: 9, year: 2026, title: 'Lisbon', description: 'See you at the Palácio!', details: null, photo_path: null }]);

  await expect(refreshWeddingContent(source, { now: clock.now() })).resolves.toBe(true);
  const seen = await guestSees(source, clock.now);

  expect(seen).toMatchObject({ names: LISBON.fullNames, story: ['See you at the Palácio!'] });
  expect(logs.error()).not.toHaveBeenCalledWith(expect.stringMatching(/using sample data/), expect.anything());
});

it('a photo that cannot be signed shows the placeholder, for that photo only', async () => {
  standIn().setFailure('sign', '500', { path: 'gallery/alfama.jpg' });

  const seen = await guestSees(siteSource(standIn(), clock.now), clock.now);

  if (seen.status !== 'ok') throw new Error(seen.status);
  expect(seen.gallery[1]).toBe('/images/placeholder.svg');
  expect(seen.gallery[0]).toContain(signedPrefix(standIn(), 'gallery/hero-couple.jpg', true));
  expect(seen.gallery[2]).toContain(signedPrefix(standIn(), 'gallery/sardines.jpg', true));
  expect(seen.hero).toContain('/sign/');
});
