import { MAGGIE, TOM } from '@/tests/support/stand-in';
import { withDemoDatabase } from './support/demo-rows';
import { memberAndStranger } from './support/members';
import { asAnon, refusal, type Database } from './support/postgres';

// The replies the couple records: members read and write them; a guest (or anyone else) reads none, not even their own.

let db: Database;
withDemoDatabase((opened) => (db = opened));

const { member, stranger, as, add } = memberAndStranger(() => db, 'helper');

beforeAll(async () => {
  await add();
  await db.query(`insert into public.guest_replies (guest_id, coming, people, note) values ($1, true, 2, 'vegetarian')`, [TOM]);
});

it("a member records a guest's reply and changes it", async () => {
  const rows = await as(member, async (tx) => {
    await tx.query(`insert into public.guest_replies (guest_id, coming, people) values ($1, false, 0)`, [MAGGIE]);
    await tx.query(`update public.guest_replies set people = 3 where guest_id = $1`, [TOM]);
    return (await tx.query<{ guest_id: string; coming: boolean; people: number }>(`select guest_id, coming, people from public.guest_replies order by coming`)).rows;
  });
  expect(rows).toEqual([
    { guest_id: MAGGIE, coming: false, people: 0 },
    { guest_id: TOM, coming: true, people: 3 },
  ]);
});

it("no guest reads a reply, not even their own, and no one outside the wedding reads or writes one", async () => {
  expect(await refusal(asAnon(db, { 'x-guest-id': TOM }, (tx) => tx.query('select * from public.guest_replies')))).toMatch(/permission denied/);
  expect(await as(stranger, async (tx) => (await tx.query('select * from public.guest_replies')).rows)).toEqual([]);
  expect(await refusal(as(stranger, (tx) => tx.query(`insert into public.guest_replies (guest_id, coming) values ($1, true)`, [MAGGIE])))).toMatch(/row-level security/);
});

it('keeps a reply within bounds, and it goes with its guest', async () => {
  expect(await refusal(as(member, (tx) => tx.query(`update public.guest_replies set people = 500 where guest_id = $1`, [TOM])))).toMatch(/guest_replies_people/);
  expect(await refusal(as(member, (tx) => tx.query(`update public.guest_replies set note = repeat('x', 501) where guest_id = $1`, [TOM])))).toMatch(/note_length/);
  const left = await as(member, async (tx) => {
    await tx.query(`delete from public.guests where id = $1`, [TOM]);
    return (await tx.query(`select * from public.guest_replies where guest_id = $1`, [TOM])).rows;
  });
  expect(left).toEqual([]);
});
