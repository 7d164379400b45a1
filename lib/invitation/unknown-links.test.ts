/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { DEMO_GUESTS } from '@/lib/couple/demo-guests';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';

let standIn: StandIn;
let gate: typeof import('./guest-gate');
let refresh: typeof import('./refresh');

beforeAll(async () => {
  standIn = await startStandIn({ rls: true });
  Object.assign(process.env, { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey });
  gate = await import('./guest-gate');
  refresh = await import('./refresh');
});
afterAll(() => standIn.close());
beforeEach(() => standIn.clearRequests());

const from = (ip: string) => new Headers({ 'x-forwarded-for': `${ip}, 10.0.0.1` });
const ask = (id: string, ip: string) => gate.gateInvitation(`/invite/${id}`, from(ip));
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

  it('finds a guest added under a remembered id once the content is refreshed', async () => {
    const id = randomUUID();
    expect(await ask(id, '198.51.100.8')).toBe(gate.NOT_AN_INVITATION);
    await standIn.setTable('guests', [...DEMO_GUESTS.map((g) => ({ ...g })), { id, name: 'Late Addition', personal_message: null, photo_dir: null }]);
    await refresh.refreshContent();
    expect(await ask(id, '198.51.100.8')).toBeNull();
  });
});
