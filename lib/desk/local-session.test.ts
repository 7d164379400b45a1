import { localDesk, localHostAllowed } from './local-desk';
import { endSession, LOCAL_IDLE_MS, LOCAL_MAX_MS, sessionOpen, spendKey } from './local-session';

const KEY = 'k'.repeat(43);

describe("npm run desk's key and sessions", () => {
  beforeEach(() => {
    jest.resetModules();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('wedding.desk.local-sessions')];
    process.env.DESK_LOCAL_KEY = KEY;
    process.env.DESK_LOCAL_PORT = '4321';
  });
  afterAll(() => {
    delete process.env.DESK_LOCAL_KEY;
    delete process.env.DESK_LOCAL_PORT;
  });

  it('opens one session with the printed key, and the key never opens another', () => {
    expect(spendKey('not-the-key')).toBeNull();
    const id = spendKey(KEY);
    expect(id).toMatch(/^[\w-]{32}$/);
    expect(spendKey(KEY)).toBeNull();
    expect(sessionOpen(id!)).toBe(true);
    expect(sessionOpen('someone-elses')).toBe(false);
    expect(sessionOpen(undefined)).toBe(false);
  });

  it('ends a session left idle for an hour, and any session after a day of use', () => {
    const start = Date.UTC(2027, 5, 1, 9);
    const idle = spendKey(KEY, start)!;
    expect(sessionOpen(idle, start + LOCAL_IDLE_MS - 1000)).toBe(true);
    expect(sessionOpen(idle, start + 2 * LOCAL_IDLE_MS - 2000)).toBe(true);
    expect(sessionOpen(idle, start + 3 * LOCAL_IDLE_MS)).toBe(false);
    expect(sessionOpen(idle, start + 3 * LOCAL_IDLE_MS - 2000)).toBe(false);

    delete (globalThis as Record<symbol, unknown>)[Symbol.for('wedding.desk.local-sessions')];
    const busy = spendKey(KEY, start)!;
    for (let t = start; t < start + LOCAL_MAX_MS; t += LOCAL_IDLE_MS / 2) expect(sessionOpen(busy, t)).toBe(true);
    expect(sessionOpen(busy, start + LOCAL_MAX_MS + 1)).toBe(false);
  });

  it('signs out: the session is gone', () => {
    const id = spendKey(KEY)!;
    endSession(id);
    expect(sessionOpen(id)).toBe(false);
  });

  it('is no desk at all without the launcher\'s key and port, and a key too short to guess is refused', () => {
    expect(localDesk({})).toBeNull();
    expect(localDesk({ DESK_LOCAL_KEY: 'short', DESK_LOCAL_PORT: '4321' })).toBeNull();
    expect(localDesk({ DESK_LOCAL_KEY: KEY, DESK_LOCAL_PORT: '4321' })).toEqual({ key: KEY, port: '4321' });
    delete process.env.DESK_LOCAL_KEY;
    expect(spendKey(KEY)).toBeNull();
  });

  it('answers only at the printed address, never at another name pointed at this computer', () => {
    expect(localHostAllowed('127.0.0.1:4321', '4321')).toBe(true);
    expect(localHostAllowed('LOCALHOST:4321', '4321')).toBe(true);
    expect(localHostAllowed('127.0.0.1:4322', '4321')).toBe(false);
    expect(localHostAllowed('rebound.attacker.example:4321', '4321')).toBe(false);
    expect(localHostAllowed(null, '4321')).toBe(false);
  });
});
