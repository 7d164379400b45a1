import { randomUUID } from 'node:crypto';
import { describeOnRealPostgres, type RealPostgres, type RequestConnection, type RequestOptions } from './support/real-postgres';

// Two owners removing each other in two transactions at once (issue 63): PGlite runs one session, so a real server.

interface Owner {
  id: string;
  email: string;
}

const claimsOf = (who: Owner) => ({ sub: who.id, email: who.email, role: 'authenticated' });

type Settled = { ok: true; affectedRows: number } | { ok: false; message: string; code?: string };

const settled = (work: Promise<{ affectedRows: number }>): Promise<Settled> =>
  work.then(
    (r) => ({ ok: true, affectedRows: r.affectedRows }),
    (e: unknown) => ({ ok: false, message: e instanceof Error ? e.message : String(e), code: (e as { code?: string }).code }),
  );

/** Resolves once the statement in flight on connection `pid` waits for a lock (pg_stat_activity), or has finished without waiting. */
async function waitingOrDone(server: RealPostgres, pid: number, statement: Promise<Settled>): Promise<'waiting' | 'done'> {
  let done = false;
  void statement.then(() => (done = true));
  const until = Date.now() + 20_000;
  for (;;) {
    const { rows } = await server.admin.query<{ wait: string | null }>(`select wait_event_type as wait from pg_stat_activity where pid = $1`, [pid]);
    if (rows[0]?.wait === 'Lock') return 'waiting';
    if (done) return 'done';
    if (Date.now() > until) throw new Error(`process ${pid} neither waited for a lock nor finished (${rows[0]?.wait ?? 'gone'})`);
    await new Promise((r) => setImmediate(r));
  }
}

/** Ends the transaction: committed when its statement went through, else rolled back. */
const finish = (connection: RequestConnection, outcome: Settled) => (outcome.ok ? connection.commit() : connection.rollback());

describeOnRealPostgres('at least one owner always, on a real PostgreSQL', (server) => {
  let ines: Owner;
  let kenji: Owner;
  const open: RequestConnection[] = [];
  const asOwner = async (who: Owner, options?: RequestOptions) => {
    const connection = await server().openAs('authenticated', claimsOf(who), options);
    open.push(connection);
    return connection;
  };
  const remove = (connection: RequestConnection, who: Owner) => connection.query('delete from public.members where user_id = $1', [who.id]);
  const owners = async () => (await server().admin.query<{ email: string }>(`select email from public.members where role = 'owner' order by email`)).rows.map((r) => r.email);

  beforeEach(async () => {
    ines = { id: randomUUID(), email: 'ines@example.com' };
    kenji = { id: randomUUID(), email: 'kenji@example.com' };
    for (const who of [ines, kenji]) {
      await server().admin.query(`insert into auth.users (id, email) values ($1, $2)`, [who.id, who.email]);
      await server().admin.query(`insert into public.members (user_id, role, email) values ($1, 'owner', $2)`, [who.id, who.email]);
    }
  });

  afterEach(async () => {
    await Promise.allSettled(open.splice(0).map((c) => c.close()));
    await server().admin.exec('delete from public.members; delete from auth.users;');
  });

  it('two owners removing each other at once leave one owner, and the later removal fails clearly', async () => {
    const first = await asOwner(ines);
    const second = await asOwner(kenji);

    expect((await remove(first, kenji)).affectedRows).toBe(1);
    const later = settled(remove(second, ines));
    const meanwhile = await waitingOrDone(server(), second.pid, later);
    await first.commit();
    const outcome = await later;
    await finish(second, outcome);

    expect(await owners()).toEqual(['ines@example.com']);
    expect(outcome).toEqual({ ok: false, code: 'P0001', message: 'the wedding must keep at least one owner' });
    expect(meanwhile).toBe('waiting');
  });

  it('lets the later removal through when the first one is rolled back', async () => {
    const first = await asOwner(ines);
    const second = await asOwner(kenji);

    await remove(first, kenji);
    const later = settled(remove(second, ines));
    await waitingOrDone(server(), second.pid, later);
    await first.rollback();
    expect(await later).toEqual({ ok: true, affectedRows: 1 });
    await second.commit();

    expect(await owners()).toEqual(['kenji@example.com']);
  });

  it('in repeatable read, the later removal cannot be serialised and changes nothing', async () => {
    const first = await asOwner(ines, { isolation: 'repeatable read' });
    const second = await asOwner(kenji, { isolation: 'repeatable read' });

    await remove(first, kenji);
    const later = settled(remove(second, ines));
    await waitingOrDone(server(), second.pid, later);
    await first.commit();
    const outcome = await later;
    await finish(second, outcome);

    expect(await owners()).toEqual(['ines@example.com']);
    expect(outcome).toMatchObject({ ok: false, code: '40001', message: expect.stringMatching(/^could not serialize access/) });
  });

  it('still lets the secret key remove the last owner (the couple invites one again)', async () => {
    const service = await server().openAs('service_role', { role: 'service_role' });
    open.push(service);
    await service.exec(`delete from public.members where role = 'owner'`);
    await service.commit();
    expect(await owners()).toEqual([]);
  });
});
