import { backendOrigin, contentSecurityPolicy, fileHeaderRules } from './security-headers';

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

describe('headers of served files (/media, /share)', () => {
  it('sandbox every file, forbid sniffing and keep HTTPS', () => {
    const [media, share] = fileHeaderRules();
    for (const rule of [media, share]) {
      const headers = Object.fromEntries(rule!.headers.map((h) => [h.key, h.value]));
      expect(headers['Content-Security-Policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    }
    expect([media?.source, share?.source]).toEqual(['/media/:path*', '/share/:path*']);
  });
});
