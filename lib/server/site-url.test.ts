/** @jest-environment node */

/** The site's origin without SITE_URL, read from a fresh configuration each time. */
function originWith(env: Record<string, string>, headers: Record<string, string>) {
  let origin = '';
  jest.isolateModules(() => {
    Object.assign(process.env, { SITE_URL: '', BEHIND_PROXY: '', ...env });
    const { siteOrigin, requestHost } = jest.requireActual<typeof import('./site-url')>('./site-url');
    origin = `${requestHost(new Headers(headers))} ${siteOrigin(new Headers(headers)).origin}`;
  });
  return origin;
}

describe('the request host', () => {
  const headers = { host: 'ines-e-kenji.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

  it('ignores forwarded headers, which any client writes, unless the site says it sits behind a proxy', () => {
    expect(originWith({}, headers)).toBe('ines-e-kenji.example http://ines-e-kenji.example');
  });

  it("reads the proxy's forwarded host and protocol with BEHIND_PROXY=on", () => {
    expect(originWith({ BEHIND_PROXY: 'on' }, headers)).toBe('evil.example http://evil.example');
  });
});
