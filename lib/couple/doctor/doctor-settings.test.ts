import { runDoctor } from './doctor-run';

const PUBLIC_KEY = 'sb_publishable_abc123';
const SITE = 'https://our-wedding.example';

describe('the doctor on settings the site refuses', () => {
  it('reports a SUPABASE_URL that is not an http(s) URL, without calling anything', async () => {
    const findings = await runDoctor({ SUPABASE_URL: 'htps://xyz.supabase.co', SUPABASE_ANON_KEY: PUBLIC_KEY, SITE_URL: SITE }, undefined);
    const refused = findings.find((f) => f.level === 'fail');
    expect(refused?.title).toBe('The site refuses these Supabase settings: every guest sees the no-access notice');
    expect(refused?.detail).toMatch(/SUPABASE_URL must be an http\(s\) URL/);
  });

  it('reports a secret key in SUPABASE_ANON_KEY, with the advice to roll it', async () => {
    const findings = await runDoctor({ SUPABASE_URL: 'https://xyz.supabase.co', SUPABASE_ANON_KEY: 'sb_secret_abc123', SITE_URL: SITE }, undefined);
    const failed = findings.filter((f) => f.level === 'fail');
    expect(failed.map((f) => f.title)).toEqual([
      'SUPABASE_ANON_KEY holds the SECRET (service-role) key',
      'The site refuses these Supabase settings: every guest sees the no-access notice',
    ]);
    expect(failed[0]?.fix).toMatch(/roll the secret key/);
  });
});

it('fails a deployment on Supabase without SITE_URL: its previews would name whatever host a client sends', async () => {
  const findings = await runDoctor({ SUPABASE_URL: 'https://xyz.supabase.co', SUPABASE_ANON_KEY: 'sb_secret_abc123' }, undefined);
  expect(findings.find((f) => f.title === 'SITE_URL is not set')?.level).toBe('fail');
  expect((await runDoctor({ CONTENT_DIR: '/nowhere' }, undefined)).find((f) => f.title === 'SITE_URL is not set')?.level).toBe('info');
});
