import { DEMO_GUESTS } from '@/lib/couple/demo-guests';
import { demoBucket, MAGGIE, ROSA, TOM, UNKNOWN_GUEST } from '@/tests/support/stand-in';
import { listFolder, signable, withDemoDatabase } from './support/demo-rows';
import { asAnon, asRole, refusal, type Database } from './support/postgres';

/**
 * The row-level-security policies of supabase/migrations on a real Postgres (PGlite),
 * checked as the anon role with the request headers PostgREST and Storage set.
 */

let db: Database;
withDemoDatabase((opened) => (db = opened));

const as = (guestId?: string): Record<string, string> => (guestId ? { 'x-guest-id': guestId } : {});
const guestIds = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

describe('the guest list, with the anon key', () => {
  it('cannot be read without naming a guest', async () => {
    const rows = await asAnon(db, {}, async (tx) => (await tx.query<{ id: string }>('select * from public.guests')).rows);
    expect(rows).toEqual([]);
  });

  it('cannot be counted either', async () => {
    const count = await asAnon(db, {}, async (tx) => (await tx.query<{ n: number }>('select count(*)::int as n from public.guests')).rows[0]?.n);
    expect(count).toBe(0);
  });

  it('shows only the guest named in x-guest-id, even when asked for everyone', async () => {
    const rows = await asAnon(db, as(TOM), async (tx) => (await tx.query<{ id: string }>('select * from public.guests')).rows);
    expect(guestIds(rows)).toEqual([TOM]);
  });

  it('does not show a guest asked for by id without the header naming them', async () => {
    const rows = await asAnon(db, {}, async (tx) => (await tx.query('select * from public.guests where id = $1', [TOM])).rows);
    expect(rows).toEqual([]);
  });

  it('does not show a guest whose id differs from the one in the header', async () => {
    const rows = await asAnon(db, as(MAGGIE), async (tx) => (await tx.query('select * from public.guests where id = $1', [TOM])).rows);
    expect(rows).toEqual([]);
  });

  it('cannot be searched by name, even with some guest named in the header', async () => {
    const rows = await asAnon(db, as(MAGGIE), async (tx) =>
      (await tx.query<{ id: string }>(`select id from public.guests where name ilike '%'`)).rows,
    );
    expect(guestIds(rows)).toEqual([MAGGIE]);
  });

  it.each([
    ['an unknown id', UNKNOWN_GUEST],
    ['text that is not a UUID', 'not-a-uuid'],
    ['an SQL fragment', `' or true --`],
    ['two ids at once', `${TOM}, ${MAGGIE}`],
    ['an empty value', ''],
  ])('shows nobody for a header holding %s', async (_, value) => {
    const rows = await asAnon(db, { 'x-guest-id': value }, async (tx) => (await tx.query('select * from public.guests')).rows);
    expect(rows).toEqual([]);
  });

  it('shows nobody when the request headers are not JSON at all', async () => {
    const rows = await asAnon(db, {}, async (tx) => {
      await tx.query(`select set_config('request.headers', 'not json', true)`);
      return (await tx.query('select * from public.guests')).rows;
    });
    expect(rows).toEqual([]);
  });

  it('treats the header the same in upper case (a UUID is case-insensitive)', async () => {
    const rows = await asAnon(db, as(TOM.toUpperCase()), async (tx) => (await tx.query<{ id: string }>('select id from public.guests')).rows);
    expect(guestIds(rows)).toEqual([TOM]);
  });
});

describe('writing with the anon key', () => {
  it.each([
    ['add a guest', `insert into public.guests (name) values ('Mallory')`],
    ['rename a guest', `update public.guests set name = 'Mallory' where id = '${TOM}'`],
    ['remove a guest', `delete from public.guests where id = '${TOM}'`],
    ['empty the guest list', 'truncate public.guests'],
    ['change the wedding', `update public.wedding_info set rsvp = '{}'`],
    ['add a wedding row', `insert into public.wedding_info (id) values (1)`],
    ['add to the love story', `insert into public.love_story (year, title) values (2030, 'x')`],
    ['remove the gallery', 'delete from public.photo_gallery'],
  ])('is refused: %s', async (_, sql) => {
    await expect(refusal(asAnon(db, as(TOM), (tx) => tx.query(sql)))).resolves.toMatch(/permission denied/);
  });

  it('changes nothing for a signed-in account that is not a member (tests/db/members.test.ts: members may)', async () => {
    const changed = await asRole(db, 'authenticated', as(TOM), async (tx) => {
      const update = await tx.query(`update public.guests set name = 'x' where id = '${TOM}'`);
      const row = await tx.query<{ name: string }>(`select name from public.guests where id = '${TOM}'`);
      return { rows: update.affectedRows, name: row.rows[0]?.name };
    });
    expect(changed.rows).toBe(0);
    expect(changed.name).not.toBe('x');
  });

  it.each([
    ['upload a photo', `insert into storage.objects (bucket_id, name) values ('wedding-photos', 'gallery/new.jpg')`],
    ['upload into a guest folder', `insert into storage.objects (bucket_id, name) values ('wedding-photos', 'guest-photos/tom-nguyen-7f3k/x.jpg')`],
    ['create a bucket', `insert into storage.buckets (id, name) values ('mine', 'mine')`],
  ])('is refused in storage: %s', async (_, sql) => {
    await expect(refusal(asAnon(db, as(TOM), (tx) => tx.query(sql)))).resolves.toMatch(/row-level security/);
  });

  it.each([
    ['rename a gallery photo', `update storage.objects set name = 'gallery/renamed.jpg' where name = 'gallery/hero-couple.jpg'`],
    ['delete a gallery photo', `delete from storage.objects where name = 'gallery/hero-couple.jpg'`],
    ['delete their own photos', `delete from storage.objects where name like 'guest-photos/tom-nguyen-7f3k/%'`],
  ])('changes nothing in storage: %s', async (_, sql) => {
    const affected = await asAnon(db, as(TOM), async (tx) => (await tx.query(sql)).affectedRows);
    expect(affected).toBe(0);
    const still = await asRole(db, 'service_role', {}, async (tx) => (await tx.query('select count(*)::int as n from storage.objects')).rows);
    expect(still).toEqual([{ n: Object.keys(demoBucket()).length }]);
  });
});

describe('the service role (the secret key: seeding and the guest tool)', () => {
  it('reads every guest and may add one, whose id the database makes', async () => {
    const ids = await asRole(db, 'service_role', {}, async (tx) => {
      const added = await tx.query<{ id: string }>(`insert into public.guests (name) values ('Ana Lúcia') returning id`);
      return { all: (await tx.query('select id from public.guests')).rows.length, added: added.rows[0]?.id };
    });
    expect(ids.all).toBe(DEMO_GUESTS.length + 1);
    expect(ids.added).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('the wedding-photos bucket, with the anon key', () => {
  it('is private', async () => {
    const rows = await asRole(db, 'service_role', {}, async (tx) =>
      (await tx.query(`select id, public from storage.buckets where id = 'wedding-photos'`)).rows,
    );
    expect(rows).toEqual([{ id: 'wedding-photos', public: false }]);
  });

  it('cannot be seen in the bucket list', async () => {
    const rows = await asAnon(db, as(TOM), async (tx) => (await tx.query('select * from storage.buckets')).rows);
    expect(rows).toEqual([]);
  });

  it('lists only the shared folders at its top', async () => {
    const entries = await asAnon(db, {}, (tx) => listFolder(tx, ''));
    expect(entries.map((e) => e.name)).toEqual(['gallery', 'story']);
  });

  it('lists the gallery and story folders to anyone', async () => {
    const gallery = await asAnon(db, {}, (tx) => listFolder(tx, 'gallery'));
    const story = await asAnon(db, {}, (tx) => listFolder(tx, 'story'));
    const inFolder = (folder: string) =>
      Object.keys(demoBucket())
        .filter((p) => p.startsWith(`${folder}/`))
        .map((p) => p.slice(folder.length + 1))
        .sort();
    expect(gallery.map((e) => e.name)).toContain('venue.jpg');
    expect(gallery.map((e) => e.name)).toEqual(inFolder('gallery'));
    expect(story.map((e) => e.name)).toEqual(inFolder('story'));
    expect(story.map((e) => e.name)).toContain('2020-home.mp4');
  });

  it('hides every guest folder from a listing that names no guest', async () => {
    const folders = await asAnon(db, {}, (tx) => listFolder(tx, 'guest-photos'));
    const tom = await asAnon(db, {}, (tx) => listFolder(tx, 'guest-photos/tom-nguyen-7f3k'));
    expect(folders).toEqual([]);
    expect(tom).toEqual([]);
  });

  it("shows a guest only their own folder, named by photo_dir", async () => {
    const folders = await asAnon(db, as(TOM), (tx) => listFolder(tx, 'guest-photos'));
    const own = await asAnon(db, as(TOM), (tx) => listFolder(tx, 'guest-photos/tom-nguyen-7f3k'));
    const other = await asAnon(db, as(TOM), (tx) => listFolder(tx, `guest-photos/${MAGGIE}`));
    expect(folders.map((e) => e.name)).toEqual(['tom-nguyen-7f3k']);
    expect(own.map((e) => e.name)).toEqual(['fishing.png']);
    expect(other).toEqual([]);
  });

  it('shows a guest without photo_dir the folder named by their id', async () => {
    const own = await asAnon(db, as(MAGGIE), (tx) => listFolder(tx, `guest-photos/${MAGGIE}`));
    const other = await asAnon(db, as(MAGGIE), (tx) => listFolder(tx, 'guest-photos/tom-nguyen-7f3k'));
    expect(own.map((e) => e.name)).toEqual(['dance-1.jpg', 'dance-2.JPEG', 'dance-3.webp', 'dance-4.gif', 'notes.txt']);
    expect(other).toEqual([]);
  });

  it("does not open another guest's folder to someone who names that folder's guest wrongly", async () => {
    // Rosa has no photos; naming her must not reveal Tom's folder or Maggie's.
    const all = await asAnon(db, as(ROSA), (tx) => signable(tx, [`guest-photos/${MAGGIE}/dance-1.jpg`, 'guest-photos/tom-nguyen-7f3k/fishing.png']));
    expect(all).toEqual([]);
  });

  it("lets a guest's own photos, and shared photos, be signed; no one else's", async () => {
    const paths = ['gallery/hero-couple.jpg', 'story/2020-home.mp4', 'guest-photos/tom-nguyen-7f3k/fishing.png', `guest-photos/${MAGGIE}/dance-1.jpg`];
    await expect(asAnon(db, as(TOM), (tx) => signable(tx, paths))).resolves.toEqual([
      'gallery/hero-couple.jpg',
      'guest-photos/tom-nguyen-7f3k/fishing.png',
      'story/2020-home.mp4',
    ]);
    await expect(asAnon(db, {}, (tx) => signable(tx, paths))).resolves.toEqual(['gallery/hero-couple.jpg', 'story/2020-home.mp4']);
  });

  it('keeps objects of other buckets out of reach', async () => {
    await db.query(`insert into storage.buckets (id, name) values ('other', 'other') on conflict do nothing`);
    await db.query(`insert into storage.objects (bucket_id, name) values ('other', 'gallery/x.jpg') on conflict do nothing`);
    const rows = await asAnon(db, {}, async (tx) => (await tx.query(`select name from storage.objects where bucket_id = 'other'`)).rows);
    expect(rows).toEqual([]);
  });
});
