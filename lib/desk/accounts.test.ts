import { createClient } from '@supabase/supabase-js';
import { requestScope } from '@/tests/support/request-scope';
import { startStandIn, type StandIn } from '@/tests/stand-in/server';

// Signing in and taking up an invite, through the real client against the stand-in's Auth and policies.

jest.setTimeout(60_000);

jest.mock('next/headers', () => jest.requireActual('@/tests/support/request-scope').nextHeaders());

let standIn: StandIn;
const PASSWORD = 'a long password for Sintra';

beforeAll(async () => {
  standIn = await startStandIn({ rls: true, demo: false });
  Object.assign(process.env, { SUPABASE_URL: standIn.url, SUPABASE_ANON_KEY: standIn.anonKey, DESK_LOCAL_KEY: '', DESK_LOCAL_PORT: '' });
});
afterAll(() => standIn?.close());
beforeEach(() => {
  requestScope.jar = new Map();
});

const service = () => createClient(standIn.url, standIn.serviceKey, { auth: { persistSession: false } });
const anyone = () => createClient(standIn.url, standIn.anonKey, { auth: { persistSession: false } });
const members = async () => (await service().from('members').select('email, role, user_id')).data ?? [];
const accounts = () => import('./accounts');
const visitor = async () => (await import('./visitor')).deskVisitor();

async function owner(email: string) {
  const { data } = await service().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  await service().from('members').insert({ user_id: data.user!.id, role: 'owner', email });
}

it("lets the owner in from another address at once, after someone else's ten wrong tries at their address", async () => {
  await owner('marta@sintra.example');
  const { signIn } = await accounts();
  requestScope.from = '198.51.100.66';
  for (let i = 0; i < 10; i++) expect(await signIn('marta@sintra.example', `wrong ${i} password`)).toBe('no-match');
  expect(await signIn('marta@sintra.example', PASSWORD)).toBe('too-many');
  requestScope.from = '192.0.2.44';
  expect(await signIn('marta@sintra.example', PASSWORD)).toBe('signed-in');
  expect(await visitor()).toMatchObject({ kind: 'member', member: { email: 'marta@sintra.example', role: 'owner' } });
});

it("makes the invitee the member, on an account of the invite's own, when a stranger took their address first", async () => {
  await owner('kenji@sintra.example');
  const squatter = await anyone().auth.signUp({ email: 'yuki@sintra.example', password: 'the squatter password' });
  expect(squatter.data.session).not.toBeNull();
  const { data: token } = await service().rpc('create_member_invite', { email: 'yuki@sintra.example', role: 'owner' });
  expect(typeof token).toBe('string');

  const { acceptInvite, signIn, signOut } = await accounts();
  requestScope.from = '203.0.113.20';
  expect(await acceptInvite(token as string, 'yuki chose this password')).toBe('member');
  expect(await visitor()).toMatchObject({ kind: 'member', member: { email: 'yuki@sintra.example', role: 'owner' } });
  const yuki = (await members()).find((m) => m.email === 'yuki@sintra.example');
  expect(yuki?.user_id).not.toBe(squatter.data.user!.id);

  // The stranger's own password opens their own account, which is no member, and the used link opens nothing.
  await signOut(false);
  requestScope.jar = new Map();
  expect(await signIn('yuki@sintra.example', 'the squatter password')).toBe('signed-in');
  expect(await visitor()).toMatchObject({ kind: 'stranger' });
  expect(await acceptInvite(token as string, 'the squatter password')).toBe('unusable');
  expect((await members()).map((m) => m.user_id)).not.toContain(squatter.data.user!.id);

  // Yuki signs in with her own address and the password she chose.
  requestScope.jar = new Map();
  expect(await signIn('yuki@sintra.example', 'yuki chose this password')).toBe('signed-in');
  expect(await visitor()).toMatchObject({ kind: 'member', member: { email: 'yuki@sintra.example' } });
});

it("refuses an invite to a stranger's account made before it, even with the link", async () => {
  const stranger = anyone();
  expect((await stranger.auth.signUp({ email: 'rui@sintra.example', password: 'made before the invite' })).data.session).not.toBeNull();
  const { data: token } = await service().rpc('create_member_invite', { email: 'rui@sintra.example', role: 'helper' });
  expect((await stranger.rpc('accept_member_invite', { token })).error).toMatchObject({ code: '42501' });
  expect((await members()).map((m) => m.email)).not.toContain('rui@sintra.example');
});
