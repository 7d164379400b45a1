import { anonKeyProblem, backendSettingsProblem, supabaseUrlProblem } from './backend-settings';

const jwt = (claims: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(claims)].map((p) => Buffer.from(p).toString('base64url')).join('.') + '.c2lnbmF0dXJl';

describe('backend settings', () => {
  it('accepts a project URL and the public anonymous or publishable key', () => {
    expect(backendSettingsProblem('https://xyz.supabase.co', jwt({ role: 'anon', iss: 'supabase' }))).toBeNull();
    expect(backendSettingsProblem('http://127.0.0.1:54321', 'sb_publishable_abc123')).toBeNull();
  });

  it.each(['xyz.supabase.co', 'htps://xyz.supabase.co', 'ftp://xyz.supabase.co', 'https//xyz.supabase.co'])(
    'refuses %s as SUPABASE_URL',
    (url) => expect(supabaseUrlProblem(url)).toMatch(/SUPABASE_URL must be an http\(s\) URL/),
  );

  it('refuses a service-role JWT or a secret key in SUPABASE_ANON_KEY', () => {
    expect(anonKeyProblem(jwt({ role: 'service_role', iss: 'supabase' }))).toMatch(/secret \(service_role\) key/);
    expect(anonKeyProblem('sb_secret_abc123')).toMatch(/secret \(service_role\) key/);
    expect(anonKeyProblem('not-a-jwt')).toBeNull();
  });
});
