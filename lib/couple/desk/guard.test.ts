import type { IncomingMessage } from 'node:http';
import { cookieValue, makeGuard } from './guard';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe("the desk's guard", () => {
  const guard = makeGuard(4321, 'the-printed-key');

  it('answers only to 127.0.0.1 and localhost on its own port (DNS rebinding gets 403)', () => {
    expect(guard.hostVerdict(request({ host: '127.0.0.1:4321' })).ok).toBe(true);
    expect(guard.hostVerdict(request({ host: 'localhost:4321' })).ok).toBe(true);
    for (const host of ['evil.example:4321', '127.0.0.1:80', 'localhost', '', '127.0.0.1.evil.example:4321']) {
      expect(guard.hostVerdict(request({ host }))).toMatchObject({ ok: false, status: 403 });
    }
  });

  it('exchanges only the printed key for an HttpOnly, SameSite=Strict session cookie', () => {
    expect(guard.exchange('not-the-key')).toBeNull();
    expect(guard.exchange(null)).toBeNull();
    const cookie = guard.exchange('the-printed-key')!;
    expect(cookie).toMatch(/^wedding_desk_4321=[\w-]+; HttpOnly; SameSite=Strict; Path=\/$/);
    const session = cookie.split(';')[0]!;
    expect(guard.sessionVerdict(request({ cookie: session })).ok).toBe(true);
    expect(guard.sessionVerdict(request({ cookie: 'wedding_desk_4321=made-up' }))).toMatchObject({ ok: false, status: 401 });
    expect(guard.sessionVerdict(request({}))).toMatchObject({ ok: false, status: 401 });
  });

  it("accepts a change only from the desk's own origin", () => {
    expect(guard.writeVerdict(request({ origin: 'http://127.0.0.1:4321', 'sec-fetch-site': 'same-origin' })).ok).toBe(true);
    expect(guard.writeVerdict(request({ origin: 'http://localhost:4321' })).ok).toBe(true);
    for (const headers of [{}, { origin: 'null' }, { origin: 'http://evil.example' }, { origin: 'http://127.0.0.1:4321', 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
      expect(guard.writeVerdict(request(headers))).toMatchObject({ ok: false, status: 403 });
    }
  });

  it('reads one cookie among several', () => {
    expect(cookieValue('a=1; wedding_desk_4321=xyz=; b=2', 'wedding_desk_4321')).toBe('xyz=');
    expect(cookieValue(undefined, 'a')).toBeNull();
  });
});
