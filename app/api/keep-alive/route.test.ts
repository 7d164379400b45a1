/** @jest-environment node */
import { startStandIn, type StandIn } from '@/tests/stand-in/server';

const SECRET = 'a-cron-secret-of-32-characters!!';
let standIn: StandIn;
let GET: (request: Request) => Promise<Response>;

beforeAll(async () => {
  standIn = await startStandIn({ rls: true });
  Object.assign(process.env, { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, CRON_SECRET: SECRET });
  ({ GET } = await import('./route'));
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.clearRequests();
  standIn.clearFailures();
});

const call = (authorization?: string) =>
  GET(new Request('http://site.test/api/keep-alive', { headers: authorization === undefined ? {} : { authorization } }));

describe('GET /api/keep-alive', () => {
  it.each([
    ['no Authorization', undefined],
    ['another secret', 'Bearer not-the-cron-secret-at-all'],
    ['the secret without Bearer, cut short', SECRET.slice(1)],
  ])('answers 401 and reads nothing for %s', async (_, authorization) => {
    expect((await call(authorization)).status).toBe(401);
    expect(standIn.requests).toHaveLength(0);
  });

  it('reads the wedding once, with the public key, and says nothing of it or of any guest', async () => {
    const answer = await call(`Bearer ${SECRET}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const body = await answer.text();
    expect(JSON.parse(body)).toMatchObject({ backend: 'supabase', answered: true });
    expect(body).not.toMatch(/Amelia|Margaret|guest/i);
    expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /rest/v1/wedding_info']);
    expect(standIn.requests[0]?.headers.apikey).toBe(standIn.anonKey);
  });

  it('answers 503 when the project does not answer', async () => {
    standIn.setFailure('rest', '500');
    const answer = await call(`Bearer ${SECRET}`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ answered: false });
  });
});
