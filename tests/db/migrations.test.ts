import { applyMigrations, migratedDatabase, migrationFiles, refusal, type Database } from './support/postgres';

/** The migrations themselves: their layout, plain Postgres, running twice, and the constraints. */

describe('the migration files', () => {
  it('follow the Supabase CLI layout: supabase/migrations/<14-digit timestamp>_<name>.sql', () => {
    expect(migrationFiles().length).toBeGreaterThanOrEqual(3);
  });
});

describe('on plain Postgres (no storage schema)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await migratedDatabase({ storage: false });
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it('creates the tables (the four of the wedding, the guests\' opens, replies and uploads, members and their invites, the desk\'s messages, the notices, the last seed\'s record) with row-level security on', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    );
    expect(rows).toEqual([
      { relname: 'announcements', relrowsecurity: true },
      { relname: 'desk_messages', relrowsecurity: true },
      { relname: 'guest_opens', relrowsecurity: true },
      { relname: 'guest_replies', relrowsecurity: true },
      { relname: 'guest_upload_settings', relrowsecurity: true },
      { relname: 'guest_uploads', relrowsecurity: true },
      { relname: 'guests', relrowsecurity: true },
      { relname: 'last_seed', relrowsecurity: true },
      { relname: 'love_story', relrowsecurity: true },
      { relname: 'member_invites', relrowsecurity: true },
      { relname: 'members', relrowsecurity: true },
      { relname: 'photo_gallery', relrowsecurity: true },
      { relname: 'upload_tickets', relrowsecurity: true },
      { relname: 'wedding_info', relrowsecurity: true },
    ]);
  });

  it('skips the bucket without failing', async () => {
    const { rows } = await db.query(`select to_regnamespace('storage') as storage`);
    expect(rows).toEqual([{ storage: null }]);
  });
});

describe('with the storage schema', () => {
  let db: Database;
  beforeAll(async () => {
    db = await migratedDatabase();
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  it('can be applied again without error or duplicates (pasting them twice in the SQL editor is harmless)', async () => {
    await applyMigrations(db);
    const buckets = await db.query(`select id from storage.buckets`);
    const policies = await db.query<{ n: number }>(`select count(*)::int as n from pg_policies where schemaname in ('public', 'storage')`);
    expect(buckets.rows).toEqual([{ id: 'wedding-photos' }]);
    expect(policies.rows).toEqual([{ n: 34 }]); // the guests' 11 and the members' 23
    const triggers = await db.query<{ n: number }>(`select count(*)::int as n from pg_trigger where tgrelid = 'public.members'::regclass and not tgisinternal`);
    expect(triggers.rows).toEqual([{ n: 3 }]);
  });

  it('keeps wedding_info to a single row', async () => {
    await db.query(`insert into public.wedding_info default values`);
    await expect(refusal(db.query(`insert into public.wedding_info (id) values (2)`))).resolves.toMatch(/wedding_info_single_row/);
    await expect(refusal(db.query(`insert into public.wedding_info default values`))).resolves.toMatch(/duplicate key/);
    await db.query(`delete from public.wedding_info`);
  });

  it('makes a random UUID for each new guest', async () => {
    const { rows } = await db.query<{ id: string }>(`insert into public.guests (name) values ('A'), ('B') returning id`);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
    await db.query(`delete from public.guests`);
  });

  it.each([['a/b'], ['..'], ['.'], ['back\\slash'], ['new\nline'], ['']])('refuses the photo folder %j', async (dir) => {
    await expect(refusal(db.query(`insert into public.guests (name, photo_dir) values ('A', $1)`, [dir]))).resolves.toMatch(
      /guests_photo_dir_plain/,
    );
  });

  it("invites a new guest to the whole day: invited_to is an empty list unless given", async () => {
    const { rows } = await db.query<{ invited_to: string[] }>(
      `insert into public.guests (name, invited_to) values ('A', default), ('B', '{ceremony,evening-party}'), ('C', array['null']) returning invited_to`,
    );
    expect(rows.map((r) => r.invited_to)).toEqual([[], ['ceremony', 'evening-party'], ['null']]);
    await expect(refusal(db.query(`insert into public.guests (name, invited_to) values ('A', null)`))).resolves.toMatch(/not-null|null value/);
    await db.query(`delete from public.guests`);
  });

  it.each([['{Ceremony}'], ['{""}'], ['{NULL}'], ['{"ceremony lunch"}'], ['{"a,b"}'], ['{{ceremony}}'], [`{${'a'.repeat(41)}}`], ['{-evening}']])(
    'refuses the parts %s: each must be an id of lowercase letters, digits and hyphens',
    async (parts) => {
      await expect(refusal(db.query(`insert into public.guests (name, invited_to) values ('A', $1)`, [parts]))).resolves.toMatch(/guests_invited_to_part_ids/);
    },
  );

  it('refuses a guest without a name', async () => {
    await expect(refusal(db.query(`insert into public.guests (name) values ('  ')`))).resolves.toMatch(/guests_name_present/);
  });

  it('keeps one love-story entry per year and title, and one gallery row per photo', async () => {
    await db.query(`insert into public.love_story (year, title) values (2020, 'Home')`);
    await expect(refusal(db.query(`insert into public.love_story (year, title) values (2020, 'Home')`))).resolves.toMatch(/duplicate key/);
    await db.query(`insert into public.photo_gallery (storage_path) values ('gallery/a.jpg')`);
    await expect(refusal(db.query(`insert into public.photo_gallery (storage_path) values ('gallery/a.jpg')`))).resolves.toMatch(/duplicate key/);
  });

  it('keeps the policy helpers out of the API schema', async () => {
    const { rows } = await db.query<{ nspname: string; proname: string }>(
      `select n.nspname, p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where p.proname like 'requested_guest%' order by 2`,
    );
    expect(rows).toEqual([
      { nspname: 'private', proname: 'requested_guest_id' },
      { nspname: 'private', proname: 'requested_guest_photo_folder' },
      { nspname: 'private', proname: 'requested_guest_upload_folder' },
    ]);
  });
});
