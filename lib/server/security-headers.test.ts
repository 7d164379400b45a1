import { backendOrigin, contentSecurityPolicy, isFileRoute, nonceOf, securityHeaderRules } from './security-headers';

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
  it("lets the desk's pages send to the backend, and a guest's page only to Storage's signed resumable uploads (their photos of the day)", () => {
    expect(directives(contentSecurityPolicy('n', 'https://xyz.supabase.co'))['connect-src']).toEqual([
      "'self'",
      'https://xyz.supabase.co/storage/v1/upload/resumable/sign',
      'https://xyz.supabase.co/storage/v1/upload/resumable/sign/',
    ]);
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

  it("sandbox every file of /media and /share, and a guest's uploaded photos", () => {
    for (const source of ['/media/:path*', '/share/:path*', '/invite/:guestId/photos/:path*']) {
      expect(headersOf(source)['Content-Security-Policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    expect(isFileRoute('/invite/3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3c01/photos/0123/abc.jpg')).toBe(true);
    expect(isFileRoute('/invite/3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3c01')).toBe(false);
    expect(isFileRoute('/invite/3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3c01/uploads')).toBe(false);
    expect(isFileRoute('/media/gallery/a.jpg')).toBe(true);
    expect(isFileRoute('/guest-photo')).toBe(true);
  });
});

describe('nonceOf', () => {
  it('reads the nonce of a policy the proxy wrote, and nothing odd', () => {
    expect(nonceOf(contentSecurityPolicy('YWJj', null))).toBe('YWJj');
    expect(nonceOf(`script-src 'nonce-${'x'.repeat(100)}'`)).toBeUndefined();
    expect(nonceOf(null)).toBeUndefined();
  });
});
