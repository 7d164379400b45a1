import { backendOrigin, contentSecurityPolicy, nonceOf, securityHeaderRules } from './security-headers';

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('content security policy', () => {
  it('lets scripts run only from this site with the nonce', () => {
    const d = directives(contentSecurityPolicy('abc', null));
    expect(d['script-src']).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(d['script-src']).not.toContain("'unsafe-inline'");
  });
  it('allows images from this site, data:, blob: and the backend only', () => {
    const d = directives(contentSecurityPolicy('n', 'https://xyz.supabase.co'));
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://xyz.supabase.co']);
  });
  it("lets only the desk's pages send to the backend (a photo to Storage); a guest's page connects to this site alone", () => {
    expect(directives(contentSecurityPolicy('n', 'https://xyz.supabase.co'))['connect-src']).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy('n', 'https://xyz.supabase.co', false, true))['connect-src']).toEqual(["'self'", 'https://xyz.supabase.co']);
  });
  it('frames only the maps embed and refuses to be framed', () => {
    const d = directives(contentSecurityPolicy('n', null));
    expect(d['frame-src']).toEqual(['https://www.google.com', 'https://maps.google.com']);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
  });
  it('allows workers from this site only (the offline worker), and nothing else was loosened', () => {
    const d = directives(contentSecurityPolicy('n', null));
    expect(d['worker-src']).toEqual(["'self'"]);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['default-src']).toEqual(["'self'"]);
  });
  it('reads the backend origin from its URL, ignoring junk', () => {
    expect(backendOrigin('https://xyz.supabase.co/rest/v1')).toBe('https://xyz.supabase.co');
    expect(backendOrigin('not a url')).toBeNull();
    expect(backendOrigin(undefined)).toBeNull();
  });
});

describe('headers of every answer (next.config.ts)', () => {
  const rules = securityHeaderRules();
  const headersOf = (source: string) => Object.fromEntries(rules.find((r) => r.source === source)!.headers.map((h) => [h.key, h.value]));

  it('give every path HSTS and nosniff, whatever serves it', () => {
    const all = headersOf('/:path*');
    expect(all['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(all['X-Content-Type-Options']).toBe('nosniff');
    expect(all['X-Frame-Options']).toBe('DENY');
  });

  it('sandbox every file of /media and /share', () => {
    for (const source of ['/media/:path*', '/share/:path*']) {
      expect(headersOf(source)['Content-Security-Policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
  });
});

describe('nonceOf', () => {
  it('reads the nonce of a policy the proxy wrote, and nothing odd', () => {
    expect(nonceOf(contentSecurityPolicy('YWJj', null))).toBe('YWJj');
    expect(nonceOf(`script-src 'nonce-${'x'.repeat(100)}'`)).toBeUndefined();
    expect(nonceOf(null)).toBeUndefined();
  });
});
