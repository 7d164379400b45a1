import { withDemoDatabase } from './support/demo-rows';
import { memberAndStranger } from './support/members';
import { applyMigrations, asAnon, asRole, refusal, type Database } from './support/postgres';

// What the last seed wrote holds every guest's name and message: the secret key alone reads and writes it.

let db: Database;
withDemoDatabase((opened) => (db = opened));

const { member, as, add } = memberAndStranger(() => db, 'owner');
const write = (tx: Database) =>
  tx.query(`insert into public.last_seed (folder, project) values ('{"guest:1":{"name":"\\"Ana\\""}}', '{}') on conflict (id) do update set folder = excluded.folder`);
const read = async (tx: Database) => (await tx.query<{ folder: unknown }>('select folder from public.last_seed')).rows;

beforeAll(async () => {
  await add();
});

it('the secret key writes the record and reads it back', async () => {
  const rows = await asRole(db, 'service_role', {}, async (tx) => (await write(tx), read(tx)));
  expect(rows).toEqual([{ folder: { 'guest:1': { name: '"Ana"' } } }]);
});

it('neither a guest nor one of the wedding\'s own members reads or writes it', async () => {
  const works: ((tx: Database) => Promise<unknown>)[] = [read, write, (tx) => tx.query('delete from public.last_seed')];
  for (const work of works) {
    expect(await refusal(asAnon(db, {}, work))).toMatch(/permission denied for table last_seed/);
    expect(await refusal(as(member, work))).toMatch(/permission denied for table last_seed/);
  }
});

it('holds one record, and survives the migrations being applied again', async () => {
  await asRole(db, 'service_role', {}, write);
  await db.query(`insert into public.last_seed (folder, project) values ('{}', '{}')`);
  expect(await refusal(db.query(`insert into public.last_seed (id, folder, project) values (2, '{}', '{}')`))).toMatch(/last_seed_single_row/);
  expect(await refusal(db.query(`update public.last_seed set project = '[]'`))).toMatch(/last_seed_project_object/);
  await applyMigrations(db);
  expect(await read(db)).toEqual([{ folder: {} }]);
  expect(await refusal(as(member, read))).toMatch(/permission denied/);
});
