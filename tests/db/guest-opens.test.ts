import { DEMO_GUESTS } from '@/lib/couple/demo-guests';
import { MAGGIE, ROSA, TOM, UNKNOWN_GUEST } from '@/tests/support/stand-in';
import { withDemoDatabase } from './support/demo-rows';
import { asAnon, asRole, refusal, type Database } from './support/postgres';

/**
 * Recording that a guest opened their invitation (supabase/migrations/…_guest_opens.sql) on a
 * real Postgres (PGlite): the anon key may stamp an existing guest's open times through
 * record_guest_open() and do nothing else — no rows, no names or messages, no answer that
 * tells whether an id is a guest's.
 */

let db: Database;
withDemoDatabase((opened) => (db = opened));

interface OpenRow {
  guest_id: string;
  first_opened_at: Date;
  last_opened_at: Date;
  opening_days: number;
}

const as = (guestId?: string): Record<string, string> => (guestId ? { 'x-guest-id': guestId } : {});
const record = (tx: Database, id: unknown) => tx.query('select public.record_guest_open($1) as result', [id]);
/** Switches the open transaction to another role (the couple's view is the service role's). */
const become = (tx: Database, role: string) => tx.query(`select set_config('role', $1, true)`, [role]);
const opens = async (tx: Database) => {
  await become(tx, 'service_role');
  return (await tx.query<OpenRow>('select * from public.guest_opens order by guest_id')).rows;
};
const guestsSnapshot = async (tx: Database) => {
  await become(tx, 'service_role');
  return (await tx.query('select id, name, personal_message, photo_dir, created_at, updated_at from public.guests order by id')).rows;
};

describe('record_guest_open, called with the anon key', () => {
  it("stamps an existing guest's first and last opened time, on one day", async () => {
    const rows = await asAnon(db, {}, async (tx) => {
      await record(tx, MAGGIE);
      return opens(tx);
    });
    expect(rows.map((r) => [r.guest_id, r.opening_days])).toEqual([[MAGGIE, 1]]);
    expect(Math.abs(Date.now() - new Date(rows[0]!.first_opened_at).getTime())).toBeLessThan(60_000);
    expect(new Date(rows[0]!.last_opened_at).getTime()).toBe(new Date(rows[0]!.first_opened_at).getTime());
  });

  it('keeps the first time and the day count when the guest opens it again the same day', async () => {
    const rows = await asAnon(db, {}, async (tx) => {
      await record(tx, TOM);
      await become(tx, 'service_role');
      await tx.query(`update public.guest_opens set first_opened_at = now() - interval '1 minute', last_opened_at = now() - interval '1 minute'`);
      await become(tx, 'anon');
      await record(tx, TOM);
      return opens(tx);
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.opening_days).toBe(1);
    expect(rows[0]!.last_opened_at.getTime() - rows[0]!.first_opened_at.getTime()).toBe(60_000);
  });

  it('counts another opening day when the last open was on an earlier day', async () => {
    const rows = await asAnon(db, {}, async (tx) => {
      await record(tx, TOM);
      await become(tx, 'service_role');
      const old = `now() - interval '3 days'`;
      await tx.query(`update public.guest_opens set first_opened_at = ${old}, last_opened_at = ${old}, opening_days = 2`);
      await become(tx, 'anon');
      await record(tx, TOM);
      await record(tx, TOM);
      return opens(tx);
    });
    expect(rows[0]?.opening_days).toBe(3);
    expect(rows[0]!.last_opened_at.getTime() - rows[0]!.first_opened_at.getTime()).toBe(3 * 24 * 3600_000);
  });

  it('creates no row, and changes no guest, for an id that is not a guest', async () => {
    const { before, after, rows } = await asAnon(db, {}, async (tx) => {
      const snapshot = await guestsSnapshot(tx);
      await become(tx, 'anon');
      await record(tx, UNKNOWN_GUEST);
      return { before: snapshot, after: await guestsSnapshot(tx), rows: await opens(tx) };
    });
    expect(rows).toEqual([]);
    expect(after).toEqual(before);
    expect(after).toHaveLength(DEMO_GUESTS.length);
  });

  it("never changes a guest's name, message, folder or times", async () => {
    const { before, after } = await asAnon(db, as(MAGGIE), async (tx) => {
      const snapshot = await guestsSnapshot(tx);
      await become(tx, 'anon');
      for (const id of [MAGGIE, TOM, MAGGIE]) await record(tx, id);
      return { before: snapshot, after: await guestsSnapshot(tx) };
    });
    expect(after).toEqual(before);
  });

  it('answers exactly the same for a guest and for an unknown id: nothing', async () => {
    const answers = await asAnon(db, {}, async (tx) => [(await record(tx, MAGGIE)).rows, (await record(tx, UNKNOWN_GUEST)).rows]);
    expect(answers).toEqual([[{ result: null }], [{ result: null }]]);
  });

  it.each([
    ['text that is not a UUID', 'not-a-uuid'],
    ['an SQL fragment', `' or true --`],
    ['two ids at once', `${TOM}, ${MAGGIE}`],
  ])('refuses %s the same way whoever exists, and writes nothing', async (_, value) => {
    const message = await refusal(asAnon(db, {}, (tx) => record(tx, value)));
    expect(message).toMatch(/invalid input syntax for type uuid/);
    await expect(asRole(db, 'service_role', {}, (tx) => tx.query('select count(*)::int as n from public.guest_opens').then((r) => r.rows))).resolves.toEqual([{ n: 0 }]);
  });

  it('does nothing for a null id', async () => {
    const rows = await asAnon(db, {}, async (tx) => {
      await record(tx, null);
      return opens(tx);
    });
    expect(rows).toEqual([]);
  });

  it('takes no time or count from the caller: its only parameter is the guest id', async () => {
    const { rows } = await db.query<{ args: string; definer: boolean; config: string[] }>(
      `select pg_get_function_identity_arguments(p.oid) as args, p.prosecdef as definer, p.proconfig as config
       from pg_proc p where p.proname = 'record_guest_open'`,
    );
    expect(rows).toEqual([{ args: 'guest_id uuid', definer: true, config: ['search_path=""'] }]);
  });
});

describe('everything else about opens, with the anon key', () => {
  it('cannot read when anyone opened their invitation, even naming that guest', async () => {
    const message = await refusal(
      asAnon(db, as(MAGGIE), async (tx) => {
        await record(tx, MAGGIE);
        return tx.query('select * from public.guest_opens');
      }),
    );
    expect(message).toMatch(/permission denied for table guest_opens/);
  });

  it.each([
    ['add an open', `insert into public.guest_opens (guest_id) values ('${TOM}')`],
    ['move an open back in time', `update public.guest_opens set first_opened_at = '2000-01-01'`],
    ['remove the opens', 'delete from public.guest_opens'],
    ['empty the opens', 'truncate public.guest_opens'],
  ])('is refused: %s', async (_, sql) => {
    await expect(refusal(asAnon(db, as(TOM), (tx) => tx.query(sql)))).resolves.toMatch(/permission denied/);
  });

  it('still cannot read the guest list after recording an open', async () => {
    const rows = await asAnon(db, {}, async (tx) => {
      await record(tx, TOM);
      return (await tx.query('select * from public.guests')).rows;
    });
    expect(rows).toEqual([]);
  });

  it('is not given to signed-in users (authenticated) at all', async () => {
    await expect(refusal(asRole(db, 'authenticated', {}, (tx) => record(tx, TOM)))).resolves.toMatch(/permission denied for function record_guest_open/);
  });
});

describe("the couple's view (the service role)", () => {
  it("reads every guest's opens; removing a guest removes theirs", async () => {
    const rows = await asRole(db, 'service_role', {}, async (tx) => {
      await record(tx, ROSA);
      const seen = (await tx.query<{ guest_id: string }>('select guest_id from public.guest_opens')).rows;
      await tx.query('delete from public.guests where id = $1', [ROSA]);
      return { seen, left: (await tx.query('select * from public.guest_opens')).rows };
    });
    expect(rows.seen).toEqual([{ guest_id: ROSA }]);
    expect(rows.left).toEqual([]);
  });
});
