import { createClient } from '@supabase/supabase-js';
import { MAGGIE, TOM, UNKNOWN_GUEST } from '@/tests/support/stand-in';
import { parseArgs } from './cli-args';
import { startStandIn, type StandIn } from './server';

/** The stand-in's `POST /rest/v1/rpc/{fn}`, called as supabase-js calls it, answering as PostgREST does. */

let standIn: StandIn;
beforeEach(async () => {
  standIn = await startStandIn({ rls: true });
});
afterEach(() => standIn.close());

const client = (key = standIn.anonKey) => createClient(standIn.url, key, { auth: { persistSession: false } });
const opens = () => standIn.table('guest_opens');

describe('record_guest_open', () => {
  it("answers 204 with no body and stamps the guest's first and last open", async () => {
    const response = await fetch(`${standIn.url}/rest/v1/rpc/record_guest_open`, {
      method: 'POST',
      headers: { apikey: standIn.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ guest_id: MAGGIE }),
    });

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await opens()).toEqual([
      { guest_id: MAGGIE, first_opened_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+\+00:00$/), last_opened_at: expect.any(String), opening_days: 1 },
    ]);
  });

  it('keeps the first time on a second call, for that guest only', async () => {
    await client().rpc('record_guest_open', { guest_id: TOM });
    const first = (await opens())[0]?.first_opened_at;
    await new Promise((r) => setTimeout(r, 5));
    const { data, error, status } = await client().rpc('record_guest_open', { guest_id: TOM });

    expect({ data, error, status }).toEqual({ data: null, error: null, status: 204 });
    expect(await opens()).toHaveLength(1);
    expect((await opens())[0]).toMatchObject({ guest_id: TOM, first_opened_at: first, opening_days: 1 });
    expect(String((await opens())[0]?.last_opened_at) > String(first)).toBe(true);
  });

  it('answers the same for an unknown id, and records nothing', async () => {
    const { error, status } = await client().rpc('record_guest_open', { guest_id: UNKNOWN_GUEST });
    expect({ error, status }).toEqual({ error: null, status: 204 });
    expect(await opens()).toEqual([]);
  });

  it('refuses an id that is not a UUID as Postgres does', async () => {
    const { error, status } = await client().rpc('record_guest_open', { guest_id: 'nope' });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "nope"' });
  });
});

describe('other calls', () => {
  it.each([
    ['an unknown function', 'drop_everything', { guest_id: TOM }, 'Could not find the function public.drop_everything(guest_id) in the schema cache'],
    ['other arguments', 'record_guest_open', { guest_id: TOM, at: '2000-01-01' }, 'Could not find the function public.record_guest_open(at, guest_id) in the schema cache'],
    ['no arguments', 'record_guest_open', {}, 'Could not find the function public.record_guest_open() in the schema cache'],
  ])('%s: 404 PGRST202', async (_, fn, args, message) => {
    const { error, status } = await client().rpc(fn, args);
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: 'PGRST202', message });
    expect(await opens()).toEqual([]);
  });

  it('keeps guest_opens from the anon key under our policies, and shows it to the secret key', async () => {
    await client().rpc('record_guest_open', { guest_id: TOM });
    const anon = await client().from('guest_opens').select('*');
    const service = await client(standIn.serviceKey).from('guest_opens').select('guest_id, opening_days');

    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for table guest_opens' });
    expect(service.data).toEqual([{ guest_id: TOM, opening_days: 1 }]);
  });

  it('fails on demand, like every route (--fail rpc=hang on the command line)', async () => {
    standIn.setFailure('rpc', '500');
    const { error } = await client().rpc('record_guest_open', { guest_id: TOM });
    expect(error?.code).toBe('XX000');
    expect(parseArgs(['--fail', 'rpc:record_guest_open=hang']).failures).toEqual([{ route: 'rpc', mode: 'hang', path: 'record_guest_open' }]);
  });
});
