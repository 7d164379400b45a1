import type { AppConfig } from '@/lib/server/config';
import { captureConsole, DEMO_DIR, settingsFor, TOM, withStandIn } from '@/tests/support/stand-in';
import { selectDataSource } from './index';
import { SAMPLE_WEDDING_INFO } from './sample';
import { getWeddingContent } from '@/lib/invitation/wedding-content';

const standIn = withStandIn();
const logs = captureConsole();
const base: AppConfig = { supabase: null, siteUrl: null, contentDir: DEMO_DIR, contentProtection: 'auto', refreshToken: null, cronSecret: null, behindProxy: false, trackOpens: true, snapshotFile: '/nowhere/snapshot.json' };

describe('choosing the data source', () => {
  it('reads the content folder when Supabase is not configured', async () => {
    const source = selectDataSource(base);

    expect(source.kind).toBe('local');
    await expect(source.getGuest(TOM)).resolves.toMatchObject({ name: 'Tom Nguyen' });
    expect(standIn().requests).toHaveLength(0);
  });

  it('reads Supabase when it is configured', async () => {
    const source = selectDataSource({ ...base, supabase: settingsFor(standIn()) });

    expect(source.kind).toBe('supabase');
    await expect(source.getGuest(TOM)).resolves.toMatchObject({ name: 'Tom Nguyen' });
    expect(standIn().requestsTo('rest')).toHaveLength(1);
  });

  it('reports a content folder that cannot be read, so the content cache can apply its fallbacks', async () => {
    const source = selectDataSource({ ...base, contentDir: '/no/such/folder' });

    await expect(source.getLoveStory()).rejects.toThrow();
    await expect(source.getWeddingInfo()).resolves.toBeNull(); // no wedding.json: "not found", not a failure
  });

  it('falls back to the samples, and says so, when the Supabase client cannot be created', async () => {
    const source = selectDataSource({ ...base, supabase: { url: 'not a url', anonKey: 'k', imageTransforms: true } });

    expect(source.kind).toBe('sample');
    expect(logs.error()).toHaveBeenCalledWith('Database not configured, using fallback data');
    await expect(source.getWeddingInfo()).rejects.toThrow('Database not configured');
    await expect(getWeddingContent(source)).resolves.toMatchObject({ info: SAMPLE_WEDDING_INFO });
  });
});

describe('which source records opens', () => {
  const supabase = { url: 'http://127.0.0.1:9', anonKey: 'key', imageTransforms: true };

  it('Supabase does', () => expect(selectDataSource({ ...base, supabase }).recordOpen).toEqual(expect.any(Function)));
  it('local content does not', () => expect(selectDataSource(base).recordOpen).toBeUndefined());
  it('Supabase with TRACK_OPENS=off does not', () => expect(selectDataSource({ ...base, supabase, trackOpens: false }).recordOpen).toBeUndefined());
});

describe('nothing configured, on a server not started by `next dev`', () => {
  it('refuses every guest without reading the demo, and says the database is not configured', async () => {
    const source = selectDataSource({ ...base, builtInDemo: true, refusesGuests: true });

    expect(source.kind).toBe('sample');
    expect(logs.error()).toHaveBeenCalledWith('Database not configured, using fallback data');
    await expect(source.getGuest(TOM)).resolves.toBeNull();
  });

  it('still serves the demo to `next dev`', async () => {
    await expect(selectDataSource({ ...base, builtInDemo: true, refusesGuests: false }).getGuest(TOM)).resolves.toMatchObject({ name: 'Tom Nguyen' });
  });
});

describe('settings refused at start', () => {
  it('serves the samples and refuses every guest, without calling the backend', async () => {
    const source = selectDataSource({ ...base, backendProblem: 'SUPABASE_ANON_KEY holds a secret (service_role) key' });

    expect(source.kind).toBe('sample');
    expect(logs.error()).toHaveBeenCalledWith('Database not configured, using fallback data');
    await expect(source.getGuest(TOM)).resolves.toBeNull();
    expect(standIn().requests).toHaveLength(0);
  });
});
