import path from 'node:path';
import { ConfigError, parseConfig } from './config';

const CWD = '/srv/wedding';

const problemsOf = (env: Record<string, string | undefined>): string[] => {
  try {
    parseConfig(env, CWD);
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  throw new Error('expected the configuration to be refused');
};

describe('reading the configuration', () => {
  it('runs on the bundled demo with nothing set', () => {
    expect(parseConfig({}, CWD)).toEqual({
      supabase: null,
      siteUrl: null,
      contentDir: path.resolve(CWD, 'content/demo'),
      contentProtection: 'auto',
      refreshToken: null,
      cronSecret: null,
      behindProxy: false,
      proxyHops: 0,
      onVercel: false,
      siteSecret: null,
      backendProblem: null,
      builtInDemo: true,
      refusesGuests: true,
      trackOpens: true,
      snapshotFile: path.resolve(CWD, 'content/snapshot.json'),
    });
  });

  it('publishes a content folder or a backend, not the built-in demo', () => {
    expect(parseConfig({ CONTENT_DIR: 'content/demo' }, CWD)).toMatchObject({ builtInDemo: false, refusesGuests: false });
    expect(parseConfig({ SUPABASE_URL: 'https://xyz.supabase.co', SUPABASE_ANON_KEY: 'sb_publishable_x' }, CWD)).toMatchObject({ builtInDemo: false, refusesGuests: false });
  });

  it('serves the built-in demo only to `next dev`: any other start with nothing set refuses every guest, whatever the host', () => {
    expect(parseConfig({ NODE_ENV: 'development' }, CWD)).toMatchObject({ builtInDemo: true, refusesGuests: false });
    expect(parseConfig({ NODE_ENV: 'production' }, CWD)).toMatchObject({ builtInDemo: true, refusesGuests: true });
    expect(parseConfig({ NODE_ENV: 'production', CONTENT_DIR: 'content/demo' }, CWD).refusesGuests).toBe(false);
  });

  it.each([
    ['a SUPABASE_URL that is not a web address', { SUPABASE_URL: 'xyz.supabase.co', SUPABASE_ANON_KEY: 'sb_publishable_x' }, /SUPABASE_URL must be an http\(s\) URL/],
    ['a secret key as SUPABASE_ANON_KEY', { SUPABASE_URL: 'https://xyz.supabase.co', SUPABASE_ANON_KEY: 'sb_secret_x' }, /secret \(service_role\) key/],
  ])('refuses the backend for %s, without stopping the site', (_, env, reason) => {
    const config = parseConfig(env, CWD);
    expect(config.supabase).toBeNull();
    expect(config.backendProblem).toMatch(reason);
    expect(config).toMatchObject({ builtInDemo: false, refusesGuests: true });
  });

  it('records opens unless TRACK_OPENS is off', () => {
    expect(parseConfig({ TRACK_OPENS: 'off' }, CWD).trackOpens).toBe(false);
    expect(parseConfig({ TRACK_OPENS: 'on' }, CWD).trackOpens).toBe(true);
    expect(() => parseConfig({ TRACK_OPENS: 'no' }, CWD)).toThrow('TRACK_OPENS must be on or off');
  });

  it('counts the proxies in front: on is one, a number is that many, off or nothing is none', () => {
    expect(parseConfig({ BEHIND_PROXY: 'on' }, CWD)).toMatchObject({ behindProxy: true, proxyHops: 1 });
    expect(parseConfig({ BEHIND_PROXY: '2' }, CWD)).toMatchObject({ behindProxy: true, proxyHops: 2 });
    expect(parseConfig({ BEHIND_PROXY: '0' }, CWD)).toMatchObject({ behindProxy: false, proxyHops: 0 });
    expect(parseConfig({ BEHIND_PROXY: 'off' }, CWD)).toMatchObject({ behindProxy: false, proxyHops: 0 });
    for (const value of ['yes', '-1', '11', '1.5']) {
      expect(problemsOf({ BEHIND_PROXY: value })).toEqual(['BEHIND_PROXY must be on, off or the number of proxies of yours in front of the site (0 to 10)']);
    }
  });

  it('knows it runs on Vercel only from the variable Vercel sets', () => {
    expect(parseConfig({ VERCEL: '1' }, CWD).onVercel).toBe(true);
    expect(parseConfig({ VERCEL: '' }, CWD).onVercel).toBe(false);
  });

  it('keeps a refresh token only when it is long enough to be secret', () => {
    expect(parseConfig({ REFRESH_TOKEN: 'a-long-random-refresh-token' }, CWD).refreshToken).toBe('a-long-random-refresh-token');
    expect(() => parseConfig({ REFRESH_TOKEN: 'short' }, CWD)).toThrow('REFRESH_TOKEN must be at least 16 characters');
  });

  it('treats blank variables as unset', () => {
    const config = parseConfig({ SUPABASE_URL: '  ', SUPABASE_ANON_KEY: '', SITE_URL: ' ', CONTENT_PROTECTION: '' }, CWD);

    expect(config.supabase).toBeNull();
    expect(config.siteUrl).toBeNull();
    expect(config.contentProtection).toBe('auto');
  });

  it('uses Supabase, with image transforms on, when both its URL and key are set', () => {
    const config = parseConfig({ SUPABASE_URL: ' https://abc.supabase.co ', SUPABASE_ANON_KEY: ' anon ' }, CWD);

    expect(config.supabase).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon', imageTransforms: true });
  });

  it('turns image transforms off only when told', () => {
    const base = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon' };

    expect(parseConfig({ ...base, SUPABASE_IMAGE_TRANSFORMS: 'off' }, CWD).supabase?.imageTransforms).toBe(false);
    expect(parseConfig({ ...base, SUPABASE_IMAGE_TRANSFORMS: 'on' }, CWD).supabase?.imageTransforms).toBe(true);
  });

  it('reads the site address as a URL', () => {
    expect(parseConfig({ SITE_URL: 'https://our-wedding.example' }, CWD).siteUrl?.href).toBe('https://our-wedding.example/');
  });

  it('resolves a relative content folder against the working directory and keeps an absolute one', () => {
    expect(parseConfig({ CONTENT_DIR: 'my-wedding' }, CWD).contentDir).toBe(path.resolve(CWD, 'my-wedding'));
    expect(parseConfig({ CONTENT_DIR: '/data/wedding' }, CWD).contentDir).toBe(path.resolve('/data/wedding'));
  });

  it.each(['auto', 'on', 'off'] as const)('accepts content protection %p', (value) => {
    expect(parseConfig({ CONTENT_PROTECTION: value }, CWD).contentProtection).toBe(value);
  });

  it('ignores variables it does not know', () => {
    expect(() => parseConfig({ PATH: '/usr/bin', NODE_ENV: 'test' }, CWD)).not.toThrow();
  });
});

describe('refusing a bad configuration', () => {
  it('refuses a Supabase URL without a key, and a key without a URL', () => {
    expect(problemsOf({ SUPABASE_URL: 'https://abc.supabase.co' })).toEqual(['SUPABASE_URL is set but SUPABASE_ANON_KEY is missing']);
    expect(problemsOf({ SUPABASE_ANON_KEY: 'anon' })).toEqual(['SUPABASE_ANON_KEY is set but SUPABASE_URL is missing']);
  });

  it.each(['our-wedding.example', 'ftp://our-wedding.example', 'not a url'])('refuses the site address %p', (value) => {
    expect(problemsOf({ SITE_URL: value })).toEqual([
      'SITE_URL must be an absolute http(s) URL, e.g. https://our-wedding.example',
    ]);
  });

  it('refuses unknown settings for content protection and image transforms', () => {
    expect(problemsOf({ CONTENT_PROTECTION: 'sometimes' })).toEqual(['CONTENT_PROTECTION must be one of: auto, on, off']);
    expect(problemsOf({ SUPABASE_IMAGE_TRANSFORMS: 'maybe' })).toEqual(['SUPABASE_IMAGE_TRANSFORMS must be on or off']);
  });

  it('reports every problem at once and points to .env.example', () => {
    let error: unknown;
    try {
      parseConfig({ SITE_URL: 'nope', CONTENT_PROTECTION: 'sometimes' }, CWD);
    } catch (e) {
      error = e;
    }

    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(2);
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- .*\n {2}- .*\nSee \.env\.example\.$/);
  });

  it('never repeats the key in its message', () => {
    let message = '';
    try {
      parseConfig({ SUPABASE_ANON_KEY: 'eyJ-very-secret-key' }, CWD);
    } catch (e) {
      message = (e as Error).message;
    }

    expect(message).toContain('SUPABASE_URL is missing');
    expect(message).not.toContain('eyJ-very-secret-key');
  });
});
