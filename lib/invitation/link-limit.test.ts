/** @jest-environment node */
import { forwardedEntry } from './client-address';

const SETTINGS = { BEHIND_PROXY: '', VERCEL: '' };

/** The client a request with these headers counts for, under a fresh configuration read from `env`. */
function clientWith(env: Record<string, string>, headers: Record<string, string>): string | null {
  let client: string | null = null;
  const saved = { ...process.env };
  jest.isolateModules(() => {
    Object.assign(process.env, SETTINGS, env);
    const { clientOf } = jest.requireActual<typeof import('./link-limit')>('./link-limit');
    client = clientOf(new Headers(headers));
  });
  process.env = saved;
  return client;
}

const forwardedFor = (value: string) => ({ 'x-forwarded-for': value });

describe('the client an unknown link counts for, with no proxy in front (the default)', () => {
  it('is the connection Next appended last, whatever the client wrote before it', () => {
    expect(clientWith({}, forwardedFor('203.0.113.9, 198.51.100.1, 192.0.2.44'))).toBe('192.0.2.44');
    const rotated = ['1.1.1.1', '2.2.2.2, 3.3.3.3', 'not an address'].map((written) => clientWith({}, forwardedFor(`${written}, 192.0.2.44`)));
    expect(new Set(rotated)).toEqual(new Set(['192.0.2.44']));
  });

  it('counts an IPv4 client on a dual-stack socket (::ffff:1.2.3.4) as that IPv4 address', () => {
    expect(clientWith({}, forwardedFor('::ffff:192.0.2.44'))).toBe('192.0.2.44');
    expect(clientWith({}, forwardedFor('::FFFF:c000:022c'))).toBe('192.0.2.44');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const inOneNetwork = ['2001:db8:1:2::1', '2001:0DB8:0001:0002:ffff:ffff:ffff:fffe', '[2001:db8:1:2:abcd::7]:51234', '2001:db8:1:2:0:0:1.2.3.4'];
    expect(new Set(inOneNetwork.map((address) => clientWith({}, forwardedFor(address))))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(clientWith({}, forwardedFor('2001:db8:1:3::1'))).toBe('2001:db8:1:3::/64');
    expect(clientWith({}, forwardedFor('fe80::1%eth0'))).toBe('fe80:0:0:0::/64');
  });

  it('reads an address with a port, as some proxies write it', () => {
    expect(clientWith({}, forwardedFor('192.0.2.44:8443'))).toBe('192.0.2.44');
  });

  it('knows no client when the last entry is no address, or longer than any address', () => {
    for (const written of ['unknown', '999.1.1.1', '1:2:3', '1::2::3', '2001:db8::1'.padStart(90, '0')]) {
      expect(clientWith({}, forwardedFor(`192.0.2.1, ${written}`))).toBeNull();
    }
  });

  it('knows no client without the header: no per-client limit then', () => {
    expect(clientWith({}, {})).toBeNull();
    expect(clientWith({}, { 'x-real-ip': '192.0.2.44' })).toBeNull();
  });
});

describe('the client behind proxies of the couple’s (BEHIND_PROXY)', () => {
  const header = forwardedFor('203.0.113.66, 198.51.100.7, 10.0.0.2, 10.0.0.1');

  it('with on (one proxy) is the entry just left of the connection: what that proxy saw', () => {
    expect(clientWith({ BEHIND_PROXY: 'on' }, header)).toBe('10.0.0.2');
    expect(clientWith({ BEHIND_PROXY: '1' }, header)).toBe('10.0.0.2');
  });

  it('with a number is the entry that many places left of the connection', () => {
    expect(clientWith({ BEHIND_PROXY: '2' }, header)).toBe('198.51.100.7');
    expect(clientWith({ BEHIND_PROXY: '0' }, header)).toBe('10.0.0.1');
    expect(clientWith({ BEHIND_PROXY: 'off' }, header)).toBe('10.0.0.1');
  });

  it('with fewer entries than proxies is the leftmost, as a request that reached the site directly', () => {
    expect(clientWith({ BEHIND_PROXY: '2' }, forwardedFor('198.51.100.7, 10.0.0.1'))).toBe('198.51.100.7');
    expect(clientWith({ BEHIND_PROXY: 'on' }, forwardedFor('::ffff:192.0.2.44'))).toBe('192.0.2.44');
  });
});

describe('the client on Vercel (VERCEL=1)', () => {
  it("is the platform's own x-real-ip, never the X-Forwarded-For a client may add to", () => {
    const headers = { 'x-real-ip': '2001:db8:5:6::9', 'x-forwarded-for': '203.0.113.66, 10.0.0.1' };
    expect(clientWith({ VERCEL: '1' }, headers)).toBe('2001:db8:5:6::/64');
    expect(clientWith({ VERCEL: '1' }, forwardedFor('203.0.113.66'))).toBeNull();
  });
});

describe('a huge X-Forwarded-For', () => {
  it('is read from its tail only: thousands of lookups on an 8 MB header take well under the time of splitting it once each', () => {
    const huge = `${'198.51.100.1, '.repeat(600_000)}10.0.0.2, 192.0.2.44`;
    expect(huge.length).toBeGreaterThan(8_000_000);
    const started = performance.now();
    for (let i = 0; i < 2000; i++) {
      expect(forwardedEntry(huge, 0)).toBe(' 192.0.2.44');
      expect(forwardedEntry(huge, 1)).toBe(' 10.0.0.2');
    }
    // Splitting it whole takes tens of milliseconds each time: 4000 times would be minutes.
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('names no client when the entry sought lies past the tail it reads', () => {
    expect(forwardedEntry(`192.0.2.1, ${'x'.repeat(500)}, 10.0.0.1`, 1)).toBeNull();
  });
});
