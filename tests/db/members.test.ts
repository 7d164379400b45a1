import { createHash, randomUUID } from 'node:crypto';
import { MAGGIE, TOM } from '@/tests/support/stand-in';
import { signable, withDemoDatabase } from './support/demo-rows';
import { asAnon, asRole, refusal, type Database, type Role } from './support/postgres';

// The members' policies on a real Postgres (PGlite): who signed in decides, through auth.uid(), what they may change.

let db: Database;
withDemoDatabase((opened) => (db = opened));

interface Person {
  id: string;
  email: string;
}

async function account(email: string): Promise<Person> {
  const id = randomUUID();
  await db.query(`insert into auth.users (id, email) values ($1, $2)`, [id, email]);
  return { id, email };
}

const asUser = <T>(who: Person, work: (tx: Database) => Promise<T>) =>
  asRole(db, 'authenticated', {}, work, { sub: who.id, email: who.email, role: 'authenticated' });

/** As `role` with `claims`, kept: a request whose writes later requests see. */
async function kept<T>(role: Role, claims: Record<string, unknown>, work: (tx: Database) => Promise<T>): Promise<T> {
  await db.exec('begin');
  try {
    await db.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`, [JSON.stringify(claims), role]);
    const result = await work(db);
    await db.exec('commit');
    return result;
  } catch (e) {
    await db.exec('rollback');
    throw e;
  }
}

const keptAs = <T>(who: Person, work: (tx: Database) => Promise<T>) => kept('authenticated', { sub: who.id, email: who.email, role: 'authenticated' }, work);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An invite as `npm run desk -- invite` makes one with the secret key: through create_member_invite, which keeps only the token's hash. */
async function invite(email: string, role: 'owner' | 'helper', expires?: string): Promise<string> {
  const token = await kept('service_role', { role: 'service_role' }, async (tx) => (await tx.query<{ t: string }>('select public.create_member_invite($1, $2) as t', [email, role])).rows[0]!.t);
  if (expires) await db.query(`update public.member_invites set expires_at = ${expires} where token_hash = $1`, [sha256(token)]);
  return token;
}

const accept = (who: Person, token: string) =>
  keptAs(who, async (tx) => (await tx.query<{ role: string }>('select public.accept_member_invite($1) as role', [token])).rows[0]?.role);

const guestCount = (tx: Database) => tx.query<{ n: number }>('select count(*)::int as n from public.guests').then((r) => r.rows[0]?.n);

let owner: Person;
let stranger: Person;

beforeAll(async () => {
  owner = await account('ines@example.com');
  stranger = await account('someone@example.com');
  await db.query(`insert into public.members (user_id, role, email) values ($1, 'owner', $2)`, [owner.id, owner.email]);
});

describe('a member (an owner)', () => {
  it('reads every guest, where a guest reads only their own row', async () => {
    const all = await db.query<{ n: number }>('select count(*)::int as n from public.guests');
    expect(await asUser(owner, guestCount)).toBe(all.rows[0]?.n);
    expect(await asAnon(db, { 'x-guest-id': TOM }, guestCount)).toBe(1);
  });

  it('adds, changes and removes a guest, and edits the wedding and the gallery', async () => {
    await asUser(owner, async (tx) => {
      const added = await tx.query<{ id: string }>(`insert into public.guests (name) values ('Nonna Adunni') returning id`);
      await tx.query(`update public.guests set personal_message = 'Ciao' where id = $1`, [added.rows[0]?.id]);
      await tx.query(`delete from public.guests where id = $1`, [MAGGIE]);
      await tx.query(`update public.wedding_info set rsvp = rsvp || '{"phone": "+39 333"}'`);
      await tx.query(`update public.photo_gallery set order_index = order_index + 1`);
      const left = await tx.query<{ name: string }>(`select name from public.guests where id = any($1)`, [[added.rows[0]?.id, MAGGIE]]);
      expect(left.rows).toEqual([{ name: 'Nonna Adunni' }]);
    });
  });

  it("reads and writes the wedding's folders, guests' photos too", async () => {
    await asUser(owner, async (tx) => {
      const names = (await tx.query<{ name: string }>(`select name from storage.objects where bucket_id = 'wedding-photos'`)).rows.map((r) => r.name);
      expect(names.some((n) => n.startsWith('guest-photos/'))).toBe(true);
      await tx.query(`insert into storage.objects (bucket_id, name) values ('wedding-photos', 'guest-photos/nonna/1.jpg')`);
      expect(await signable(tx, ['guest-photos/nonna/1.jpg'])).toEqual(['guest-photos/nonna/1.jpg']);
    });
  });

  it('invites a helper: the token comes back once, only its hash is kept', async () => {
    const token = await keptAs(owner, async (tx) => (await tx.query<{ t: string }>(`select public.create_member_invite('Planner@Example.com') as t`)).rows[0]?.t);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const stored = await db.query<{ token_hash: string; email: string; role: string }>(`select token_hash, email, role from public.member_invites where token_hash = $1`, [
      sha256(token!),
    ]);
    expect(stored.rows).toEqual([{ token_hash: sha256(token!), email: 'planner@example.com', role: 'helper' }]);
    await db.query(`delete from public.member_invites where token_hash = $1`, [sha256(token!)]);
  });
});

describe('the invite maker, create_member_invite', () => {
  it("serves the secret key too: the couple's tool gets the token, the table only its hash", async () => {
    const token = await invite('First.Owner@Example.com ', 'owner');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const stored = await db.query(`select email, role, created_by from public.member_invites where token_hash = $1`, [sha256(token)]);
    expect(stored.rows).toEqual([{ email: 'first.owner@example.com', role: 'owner', created_by: null }]);
    expect(await invite('first.owner@example.com', 'owner')).not.toBe(token);
  });

  it('is the only way in: the secret key cannot write an invite of its own making', async () => {
    const own = asRole(db, 'service_role', {}, (tx) => tx.query(`insert into public.member_invites (token_hash, email, role) values ($1, 'x@example.com', 'owner')`, [sha256('chosen')]));
    expect(await refusal(own)).toMatch(/permission denied for table member_invites/);
  });

  it('refuses a helper and the anon key', async () => {
    const token = await invite('aide@example.com', 'helper');
    const helper = await account('aide@example.com');
    expect(await accept(helper, token)).toBe('helper');
    expect(await refusal(asUser(helper, (tx) => tx.query(`select public.create_member_invite('x@example.com', 'owner')`)))).toMatch(/only an owner/);
    expect(await refusal(asAnon(db, {}, (tx) => tx.query(`select public.create_member_invite('x@example.com', 'owner')`)))).toMatch(/permission denied/);
  });
});

describe('someone signed in who is not a member', () => {
  it('reads no guest, changes nothing, and cannot make an invite', async () => {
    expect(await asUser(stranger, guestCount)).toBe(0);
    const changed = await asUser(stranger, async (tx) => (await tx.query(`update public.wedding_info set rsvp = '{}'`)).affectedRows);
    expect(changed).toBe(0);
    expect(await refusal(asUser(stranger, (tx) => tx.query(`insert into public.guests (name) values ('Intruder')`)))).toMatch(/row-level security/);
    expect(await refusal(asUser(stranger, (tx) => tx.query(`select public.create_member_invite('x@example.com', 'owner')`)))).toMatch(/only an owner/);
  });

  it("sees no one's members row, so the desk's read of the rows finds them nowhere", async () => {
    const rows = (who: Person) => asUser(who, async (tx) => (await tx.query<{ user_id: string; role: string }>('select user_id, role from public.members')).rows);
    expect(await rows(stranger)).toEqual([]);
    expect(await rows(owner)).toContainEqual({ user_id: owner.id, role: 'owner' });
  });

  it("sees no guest's photo folder", async () => {
    expect(await asUser(stranger, (tx) => signable(tx, ['guest-photos/tom/beach.jpg']))).toEqual([]);
  });

  it('cannot make themselves a member by writing the table', async () => {
    const message = await refusal(asUser(stranger, (tx) => tx.query(`insert into public.members (user_id, role, email) values ($1, 'owner', $2)`, [stranger.id, stranger.email])));
    expect(message).toMatch(/permission denied/);
  });
});

describe('an invite', () => {
  it('makes the person it names a member, once', async () => {
    const token = await invite('planner@example.com', 'helper');
    const helper = await account('planner@example.com');
    expect(await accept(helper, token)).toBe('helper');
    expect(await asUser(helper, guestCount)).toBeGreaterThan(0);
    const other = await account('cousin@example.com');
    expect(await refusal(accept(other, token))).toMatch(/used, expired or for another address/);
  });

  it('opens nothing for another address, after a week, or with a wrong token', async () => {
    const someone = await account('nonna@example.com');
    expect(await refusal(accept(someone, await invite('mamma@example.com', 'helper')))).toMatch(/another address/);
    expect(await refusal(accept(someone, await invite('nonna@example.com', 'owner', "now() - interval '1 minute'")))).toMatch(/expired/);
    expect(await refusal(accept(someone, 'f'.repeat(32)))).toMatch(/expired/);
    expect(await asUser(someone, guestCount)).toBe(0);
  });

  it("tells its own page whom it is for, and nothing for a wrong or used token", async () => {
    const token = await invite('zia@example.com', 'helper');
    const emailFor = (t: string) => asAnon(db, {}, async (tx) => (await tx.query<{ e: string | null }>('select public.member_invite_email($1) as e', [t])).rows[0]?.e);
    expect(await emailFor(token)).toBe('zia@example.com');
    expect(await emailFor('0'.repeat(64))).toBeNull();
    await accept(await account('zia@example.com'), token);
    expect(await emailFor(token)).toBeNull();
  });

  it("is taken up only by an account made after it: the invitee's own, or one at the invite's own address", async () => {
    const squatter = await account('yuki@example.com');
    // PGlite's clock counts milliseconds: the squatter's sign-up is set a minute before the invite.
    await db.query(`update auth.users set created_at = now() - interval '1 minute' where id = $1`, [squatter.id]);
    const token = await invite('yuki@example.com', 'owner');
    expect(await refusal(accept(squatter, token))).toMatch(/used, expired or for another address/);
    const own = await asAnon(db, {}, async (tx) => (await tx.query<{ a: string }>('select public.member_invite_account($1) as a', [token])).rows[0]?.a);
    expect(own).toMatch(/^yuki\+desk-[0-9a-f]{16}@example\.com$/);
    expect(await accept(await account(own!), token)).toBe('owner');
    const signIn = (email: string) => asAnon(db, {}, async (tx) => (await tx.query<{ a: string | null }>('select public.member_sign_in_address($1) as a', [email])).rows[0]?.a);
    expect(await signIn('Yuki@Example.com')).toBe(own);
    expect(await signIn('someone@example.com')).toBeNull();
    expect(await asUser(squatter, guestCount)).toBe(0);
  });

  it('cannot be accepted without signing in', async () => {
    const token = await invite('guest@example.com', 'owner');
    expect(await refusal(asAnon(db, {}, (tx) => tx.query('select public.accept_member_invite($1)', [token])))).toMatch(/permission denied/);
  });
});

describe('removing a member', () => {
  it('takes effect on their very next request; an owner cannot remove themselves', async () => {
    const token = await invite('helper@example.com', 'helper');
    const helper = await account('helper@example.com');
    await accept(helper, token);
    expect(await asUser(helper, guestCount)).toBeGreaterThan(0);
    await keptAs(owner, (tx) => tx.query('delete from public.members where user_id = $1', [helper.id]));
    await keptAs(owner, (tx) => tx.query('delete from public.members where user_id = $1', [owner.id]));
    expect(await asUser(helper, guestCount)).toBe(0);
    expect(await asUser(owner, guestCount)).toBeGreaterThan(0);
  });

  it('is not for a helper', async () => {
    const token = await invite('second@example.com', 'helper');
    const helper = await account('second@example.com');
    await accept(helper, token);
    const gone = await keptAs(helper, async (tx) => (await tx.query('delete from public.members where user_id = $1', [owner.id])).affectedRows);
    expect(gone).toBe(0);
  });
});
