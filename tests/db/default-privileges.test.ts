import { asAnon, asRole, migratedDatabase, refusal, type Database } from './support/postgres';

/**
 * What the couple adds after the migrations (a table in the dashboard, a function) is closed
 * to the public key until they open it on purpose.
 */
let db: Database;

beforeAll(async () => {
  db = await migratedDatabase();
  // As the dashboard's SQL editor would, after the migrations: no row-level security, no grants.
  await db.query(`create table public.song_requests (id serial primary key, guest text, song text)`);
  await db.query(`insert into public.song_requests (guest, song) values ('Margaret Ellis', 'Moon River')`);
  await db.query(`create function public.song_count() returns int language sql as $$ select count(*)::int from public.song_requests $$`);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('a table created after the migrations, with the anon key', () => {
  it('cannot be read', async () => {
    await expect(refusal(asAnon(db, {}, (tx) => tx.query('select * from public.song_requests')))).resolves.toMatch(/permission denied/);
  });

  it('cannot be written', async () => {
    for (const write of [
      `insert into public.song_requests (guest, song) values ('Someone', 'Anything')`,
      `update public.song_requests set song = 'Changed'`,
      `delete from public.song_requests`,
    ]) {
      await expect(refusal(asAnon(db, {}, (tx) => tx.query(write)))).resolves.toMatch(/permission denied/);
    }
    const { rows } = await db.query<{ song: string }>('select song from public.song_requests');
    expect(rows).toEqual([{ song: 'Moon River' }]);
  });

  it('is closed to signed-in users too, and open to the service role', async () => {
    await expect(refusal(asRole(db, 'authenticated', {}, (tx) => tx.query('select * from public.song_requests')))).resolves.toMatch(/permission denied/);
    const rows = await asRole(db, 'service_role', {}, async (tx) => (await tx.query('select * from public.song_requests')).rows);
    expect(rows).toHaveLength(1);
  });
});

it('a function created after the migrations cannot be called with the anon key', async () => {
  await expect(refusal(asAnon(db, {}, (tx) => tx.query('select public.song_count()')))).resolves.toMatch(/permission denied/);
});
