/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { DEMO_GUESTS } from '@/lib/couple/demo-guests';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';

let standIn: StandIn;
let gate: typeof import('./guest-gate');
let refresh: typeof import('./refresh');

beforeAll(async () => {
  standIn = await startStandIn({ rls: true });
  Object.assign(process.env, { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, BEHIND_PROXY: '', VERCEL: '' });
  gate = await import('./guest-gate');
  refresh = await import('./refresh');
}, 30_000); // PGlite and the data layer's first compile took over 5 s on a busy machine
afterAll(() => standIn?.close());
beforeEach(() => standIn.clearRequests());

/** A request as the proxy sees it: whatever the client wrote in X-Forwarded-For, then the connection's address, which Next appends. */
const from = (socket: string, written?: string) => new Headers({ 'x-forwarded-for': written ? `${written}, ${socket}` : socket });
const ask = (id: string, socket: string, written?: string) => gate.gateInvitation(`/invite/${id}`, from(socket, written));
const guestQueries = () => standIn.requests.filter((r) => r.path === '/rest/v1/guests').length;

describe('unknown guest links', () => {
  it('asks the backend once for an id asked again and again', async () => {
    const id = randomUUID();
    for (let i = 0; i < 20; i++) expect(await ask(id, '203.0.113.1')).toBe(gate.NOT_AN_INVITATION);
    expect(guestQueries()).toBe(1);
  });

  it('answers a client that tries many unknown links with 429 and Retry-After, without asking the backend', async () => {
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await ask(randomUUID(), '203.0.113.2'));
    expect(guestQueries()).toBe(30);
    const limited = answers.slice(30);
    for (const answer of limited) expect(answer).toEqual({ retryAfter: expect.any(Number) });
    expect((limited[0] as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(60);
  });

  it('never refuses a real guest: not on another client, nor one found before on the limited client', async () => {
    const guest = DEMO_GUESTS[0]!;
    expect(await ask(guest.id, '198.51.100.7')).toBeNull();
    expect(await ask(guest.id, '203.0.113.2')).toBeNull();
  });

  it('counts a client that writes a new X-Forwarded-For each time by its connection, and limits it', async () => {
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await ask(randomUUID(), '::ffff:203.0.113.3', `192.0.2.${i}, 198.51.100.${i}`));
    expect(answers.slice(0, 30).every((a) => a === gate.NOT_AN_INVITATION)).toBe(true);
    expect(answers.slice(30)).toEqual(Array(10).fill({ retryAfter: expect.any(Number) }));
  });

  it("never limits the address a flood names in X-Forwarded-For: that address's guest, not yet opened, still gets in", async () => {
    for (let i = 0; i < 31; i++) await ask(randomUUID(), '203.0.113.4', '198.51.100.9');
    expect(await ask(randomUUID(), '203.0.113.4', '198.51.100.9')).toEqual({ retryAfter: expect.any(Number) });
    expect(await ask(DEMO_GUESTS[1]!.id, '198.51.100.9')).toBeNull();
  });

  it('never refuses a guest whose link exists, not yet opened, for a flood from another address', async () => {
    for (let i = 0; i < 31; i++) await ask(randomUUID(), '2001:db8:7:7::1');
    expect(await ask(randomUUID(), '2001:db8:7:7::2')).toEqual({ retryAfter: expect.any(Number) });
    expect(await ask(DEMO_GUESTS[2]!.id, '2001:db8:7:8::1')).toBeNull();
  });

  it('applies no per-client limit when no client is known, but still asks the backend once per unknown id', async () => {
    const headers = new Headers();
    const answers = [];
    for (let i = 0; i < 35; i++) answers.push(await gate.gateInvitation(`/invite/${randomUUID()}`, headers));
    expect(answers.every((a) => a === gate.NOT_AN_INVITATION)).toBe(true);
    standIn.clearRequests();
    const id = randomUUID();
    for (let i = 0; i < 5; i++) await gate.gateInvitation(`/invite/${id}`, headers);
    expect(guestQueries()).toBe(1);
  });

  it('finds a guest added under a remembered id once the content is refreshed', async () => {
    const id = randomUUID();
    expect(await ask(id, '198.51.100.8')).toBe(gate.NOT_AN_INVITATION);
    await standIn.setTable('guests', [...DEMO_GUESTS.map((g) => ({ ...g })), { id, name: 'Late Addition', personal_message: null, photo_dir: null }]);
    await refresh.refreshContent();
    expect(await ask(id, '198.51.100.8')).toBeNull();
  });
});
