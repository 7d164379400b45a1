import { createClient } from '@supabase/supabase-js';
import { hashPassword, passwordMatches, signToken } from './auth-tokens';
import { startStandIn, type StandIn, type StandInOptions } from './server';

/** The stand-in's Supabase Auth, as supabase-js signs up, signs in and out, and as the policies then see the user. */

jest.setTimeout(30_000);

let standIn: StandIn;
/** The stand-in's clock: frozen, so a test moves time instead of waiting for it. */
let clock = Date.now();
const start = async (options: StandInOptions = {}) => {
  clock = Date.now();
  standIn = await startStandIn({ rls: true, now: () => clock, ...options });
};
afterEach(() => standIn.close());

const SETTINGS = { auth: { persistSession: false, autoRefreshToken: false } };
const client = () => createClient(standIn.url, standIn.anonKey, SETTINGS);
const owner = () => createClient(standIn.url, standIn.serviceKey, SETTINGS);
const PASSWORD = 'porto-2026';

/** Someone who signed up, on a client of their own. */
async function signedUp(email: string) {
  const supabase = client();
  const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD });
  if (error || !data.session || !data.user) throw error ?? new Error(`no session for ${email}`);
  return { supabase, user: data.user, session: data.session };
}

const bearer = (token: string) => ({ apikey: standIn.anonKey, authorization: `Bearer ${token}` });
const getUser = (token: string) => fetch(`${standIn.url}/auth/v1/user`, { headers: bearer(token) });
const getGuests = (token: string) => fetch(`${standIn.url}/rest/v1/guests?select=id`, { headers: bearer(token) });
const makeMember = async (userId: string, email: string, role = 'owner') => {
  const { error } = await owner().from('members').insert({ user_id: userId, role, email });
  expect(error).toBeNull();
};

describe('signing up and in', () => {
  beforeEach(() => start());

  it('answers sign-up with a session, and the password signs in again', async () => {
    const { data, error } = await client().auth.signUp({ email: 'Ines@Example.com', password: PASSWORD });

    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'ines@example.com', aud: 'authenticated', role: 'authenticated' });
    expect(data.session).toMatchObject({
      token_type: 'bearer',
      expires_in: 3600,
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    const again = await client().auth.signInWithPassword({ email: 'ines@example.com', password: PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(data.user?.id);
    expect(again.data.session?.access_token).not.toBe(data.session?.access_token);
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    await signedUp('ines@example.com');

    const wrong = await client().auth.signInWithPassword({ email: 'ines@example.com', password: 'not-the-one' });
    const unknown = await client().auth.signInWithPassword({ email: 'nobody@example.com', password: PASSWORD });
    const raw = await fetch(`${standIn.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: standIn.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: PASSWORD }),
    });

    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(unknown.error).toMatchObject({ status: 400, code: wrong.error?.code, message: wrong.error?.message });
    expect(wrong.data.session).toBeNull();
    expect(await raw.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('refuses a taken address and a weak password as GoTrue does', async () => {
    await signedUp('ines@example.com');

    const taken = await client().auth.signUp({ email: 'ines@example.com', password: 'another-one' });
    const weak = await client().auth.signUp({ email: 'kenji@example.com', password: 'abc' });

    expect(taken.error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(weak.data.user).toBeNull();
  });

  it('knows the signed-in user: getUser, getClaims and a new password', async () => {
    const { supabase, user } = await signedUp('ines@example.com');
    const other = client();
    await other.auth.signInWithPassword({ email: 'ines@example.com', password: PASSWORD });

    const { data: fetched } = await supabase.auth.getUser();
    const { data: claims } = await supabase.auth.getClaims();
    const updated = await supabase.auth.updateUser({ password: 'lisbon-2027' });

    expect(fetched.user).toMatchObject({ id: user.id, email: 'ines@example.com' });
    expect(claims?.claims).toMatchObject({
      sub: user.id,
      email: 'ines@example.com',
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(updated.error).toBeNull();
    expect((await client().auth.signInWithPassword({ email: 'ines@example.com', password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await client().auth.signInWithPassword({ email: 'ines@example.com', password: 'lisbon-2027' })).error).toBeNull();
    // A new password ends the user's other sessions, keeping this one.
    expect((await other.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
    expect((await supabase.auth.getUser()).error).toBeNull();
  });
});

describe('what a signed-in user may read and write', () => {
  beforeEach(() => start());

  it('lets a member read every guest, a stranger none, and no longer the member once removed', async () => {
    const everyone = (await owner().from('guests').select('id')).data ?? [];
    const ines = await signedUp('ines@example.com');
    const stranger = await signedUp('luis@example.com');
    await makeMember(ines.user.id, 'ines@example.com');

    expect(everyone.length).toBeGreaterThan(0);
    expect((await ines.supabase.from('guests').select('id')).data).toHaveLength(everyone.length);
    expect((await stranger.supabase.from('guests').select('id')).data).toEqual([]);
    const crash = await stranger.supabase.from('guests').insert({ name: 'Gatecrasher' });
    expect(crash).toMatchObject({ status: 403, error: { code: '42501', message: expect.stringContaining('row-level security') } });

    await owner().from('members').delete().eq('user_id', ines.user.id);
    expect((await ines.supabase.from('guests').select('id')).data).toEqual([]);
  });

  it("lets a member list, sign and upload in the wedding's folders, and a stranger only read what guests may", async () => {
    const ines = await signedUp('ines@example.com');
    const stranger = await signedUp('luis@example.com');
    await makeMember(ines.user.id, 'ines@example.com');
    const photos = (s: typeof ines.supabase) => s.storage.from(standIn.bucket);

    expect((await photos(ines.supabase).list('guest-photos/tom-nguyen-7f3k')).data?.map((f) => f.name)).toEqual(['road-trip.png']);
    expect((await photos(ines.supabase).createSignedUrl('guest-photos/tom-nguyen-7f3k/road-trip.png', 60)).error).toBeNull();
    expect((await photos(ines.supabase).upload('gallery/new-one.jpg', Buffer.from('jpeg'), { contentType: 'image/jpeg' })).error).toBeNull();
    expect(standIn.filePaths()).toContain('gallery/new-one.jpg');

    expect((await photos(stranger.supabase).list('guest-photos/tom-nguyen-7f3k')).data).toEqual([]);
    expect((await photos(stranger.supabase).list('gallery')).data?.map((f) => f.name)).toContain('new-one.jpg');
    expect((await photos(stranger.supabase).upload('gallery/mine.jpg', Buffer.from('jpeg'))).error).toMatchObject({
      message: expect.stringContaining('row-level security'),
    });
  });

  it('makes the person an invite names a member when they accept it', async () => {
    const { data: token, error } = await owner().rpc('create_member_invite', { email: 'kenji@example.com', role: 'helper' });
    expect(error).toBeNull();
    const luis = await signedUp('luis@example.com');
    const kenji = await signedUp('kenji@example.com');

    const someoneElse = await luis.supabase.rpc('accept_member_invite', { token });
    const accepted = await kenji.supabase.rpc('accept_member_invite', { token });

    expect(someoneElse.error).toMatchObject({ code: '42501', message: 'this invite is used, expired or for another address' });
    expect({ data: accepted.data, error: accepted.error }).toEqual({ data: 'helper', error: null });
    expect(await standIn.table('members')).toEqual([expect.objectContaining({ user_id: kenji.user.id, role: 'helper', email: 'kenji@example.com' })]);
    expect((await kenji.supabase.from('guests').select('id')).data?.length).toBeGreaterThan(0);
  });

  it('lets an owner invite through create_member_invite, and nobody else', async () => {
    const ines = await signedUp('ines@example.com');
    const luis = await signedUp('luis@example.com');
    await makeMember(ines.user.id, 'ines@example.com', 'owner');

    const refused = await luis.supabase.rpc('create_member_invite', { email: 'kenji@example.com', role: 'helper' });
    const { data: token, error } = await ines.supabase.rpc('create_member_invite', { email: 'Kenji@Example.com', role: 'helper' });
    const kenji = await signedUp('kenji@example.com');

    expect(refused).toMatchObject({ status: 403, error: { code: '42501' } });
    expect(error).toBeNull();
    expect((await kenji.supabase.rpc('accept_member_invite', { token })).data).toBe('helper');
  });
});

describe('short-lived tokens', () => {
  beforeEach(() => start({ authTokenSeconds: 1 }));

  it('refuses an expired token, and a refreshed session works again', async () => {
    const ines = await signedUp('ines@example.com');
    await makeMember(ines.user.id, 'ines@example.com');
    const old = ines.session.access_token;
    expect((await getGuests(old)).status).toBe(200);

    clock += 1000;
    const expired = await getGuests(old);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ code: 'PGRST301', message: 'JWT expired' });
    expect(await (await getUser(old)).json()).toMatchObject({ code: 403, error_code: 'bad_jwt' });

    const { data, error } = await ines.supabase.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(ines.session.refresh_token);
    expect((await getUser(data.session?.access_token ?? '')).status).toBe(200);
    expect(((await (await getGuests(data.session?.access_token ?? '')).json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('rotates refresh tokens: an old one used again after the reuse interval ends the session', async () => {
    const first = (await signedUp('ines@example.com')).session.refresh_token;
    const second = (await client().auth.refreshSession({ refresh_token: first })).data.session?.refresh_token;
    // Within GoTrue's reuse interval (two tabs refreshing at once), the old token answers the current one.
    const racing = await client().auth.refreshSession({ refresh_token: first });
    expect(second).toEqual(expect.any(String));
    expect(racing.data.session?.refresh_token).toBe(second);

    clock += 11_000;
    const reused = await client().auth.refreshSession({ refresh_token: first });
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    expect((await client().auth.refreshSession({ refresh_token: second ?? '' })).error).toMatchObject({ code: 'refresh_token_not_found' });
  });
});

describe('sessions', () => {
  beforeEach(() => start());

  it('ends every session on a global sign-out: Auth refuses the token, and the client reads as the anon key again', async () => {
    const ines = await signedUp('ines@example.com');
    const laptop = client();
    await laptop.auth.signInWithPassword({ email: 'ines@example.com', password: PASSWORD });
    await makeMember(ines.user.id, 'ines@example.com');

    expect((await ines.supabase.auth.signOut({ scope: 'global' })).error).toBeNull();

    expect(await (await getUser(ines.session.access_token)).json()).toMatchObject({ code: 403, error_code: 'session_not_found' });
    expect((await laptop.auth.getUser()).error).toMatchObject({ name: 'AuthSessionMissingError' });
    expect((await client().auth.refreshSession({ refresh_token: ines.session.refresh_token })).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
    expect((await ines.supabase.from('guests').select('id')).data).toEqual([]);
    // As on Supabase, PostgREST checks a token's signature and expiry, not its session: it works until it expires.
    expect((await getGuests(ines.session.access_token)).status).toBe(200);
    clock += 3600 * 1000;
    expect((await getGuests(ines.session.access_token)).status).toBe(401);
  });

  it('ends only this session on a local sign-out, and the others on scope others', async () => {
    const phone = await signedUp('ines@example.com');
    const laptop = client();
    const { data } = await laptop.auth.signInWithPassword({ email: 'ines@example.com', password: PASSWORD });

    await phone.supabase.auth.signOut({ scope: 'others' });
    expect((await getUser(data.session?.access_token ?? '')).status).toBe(403);
    expect((await getUser(phone.session.access_token)).status).toBe(200);
    await phone.supabase.auth.signOut({ scope: 'local' });
    expect((await getUser(phone.session.access_token)).status).toBe(403);
  });

  it('refuses a token it did not sign, on Auth, PostgREST and Storage', async () => {
    const ines = await signedUp('ines@example.com');
    const forged = signToken('another-secret', { sub: ines.user.id, role: 'authenticated', exp: Math.floor(clock / 1000) + 60, session_id: 'x' });
    const storage = await fetch(`${standIn.url}/storage/v1/object/list/${standIn.bucket}`, {
      method: 'POST',
      headers: { ...bearer(forged), 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: 'gallery' }),
    });

    expect(await (await getUser(forged)).json()).toMatchObject({ error_code: 'bad_jwt' });
    expect(await (await getGuests(forged)).json()).toMatchObject({ code: 'PGRST301' });
    expect((await getGuests('not-a-token')).status).toBe(401);
    expect(storage.status).toBe(400);
    expect(await storage.json()).toMatchObject({ error: 'InvalidJWT', message: 'invalid signature' });
  });
});

describe('settings and the admin API', () => {
  const settings = async () => (await fetch(`${standIn.url}/auth/v1/settings`, { headers: { apikey: standIn.anonKey } })).json();

  it("answers a project's settings: sign-ups on, confirmed at once", async () => {
    await start();

    expect(await settings()).toMatchObject({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
    });
  });

  it('answers the options: sign-ups off, or waiting for a confirmation', async () => {
    await start({ disableSignup: true });
    expect(await settings()).toMatchObject({ disable_signup: true, mailer_autoconfirm: true });
    expect((await client().auth.signUp({ email: 'ines@example.com', password: PASSWORD })).error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
    });
    await standIn.close();

    await start({ mailerAutoconfirm: false });
    const { data, error } = await client().auth.signUp({ email: 'ines@example.com', password: PASSWORD });
    expect(await settings()).toMatchObject({ disable_signup: false, mailer_autoconfirm: false });
    expect(error).toBeNull();
    expect(data).toMatchObject({ session: null, user: { email: 'ines@example.com' } });
    expect((await client().auth.signInWithPassword({ email: 'ines@example.com', password: PASSWORD })).error).toMatchObject({
      code: 'email_not_confirmed',
    });
  });

  it('creates confirmed users and deletes them (their membership and sessions with them) for the secret key only', async () => {
    await start({ mailerAutoconfirm: false });
    const created = await owner().auth.admin.createUser({ email: 'ines@example.com', password: PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    await makeMember(id, 'ines@example.com');
    const { data } = await client().auth.signInWithPassword({ email: 'ines@example.com', password: PASSWORD });
    expect(data.session).not.toBeNull();

    expect((await client().auth.admin.createUser({ email: 'x@example.com' })).error).toMatchObject({ status: 403, code: 'not_admin' });
    expect((await owner().auth.admin.createUser({ email: 'ines@example.com' })).error).toMatchObject({ status: 422, code: 'email_exists' });
    expect((await owner().auth.admin.listUsers()).data.users.map((u) => u.email)).toEqual(['ines@example.com']);

    expect((await owner().auth.admin.deleteUser(id)).error).toBeNull();
    expect(await standIn.table('members')).toEqual([]);
    expect(await (await getUser(data.session?.access_token ?? '')).json()).toMatchObject({ error_code: 'user_not_found' });
    expect((await client().auth.signInWithPassword({ email: 'ines@example.com', password: PASSWORD })).error?.code).toBe('invalid_credentials');
  });
});

describe('passwords', () => {
  it('keeps a salted scrypt hash, never the password', async () => {
    const once = await hashPassword(PASSWORD);
    const twice = await hashPassword(PASSWORD);

    expect(once).toMatch(/^scrypt\$/);
    expect(once).not.toContain(PASSWORD);
    expect(once).not.toBe(twice);
    expect(await passwordMatches(PASSWORD, once)).toBe(true);
    expect(await passwordMatches('porto-2025', once)).toBe(false);
    expect(await passwordMatches(PASSWORD, null)).toBe(false);
  });
});
