import { randomUUID } from 'node:crypto';
import { asRole, type Session } from './postgres';

/**
 * Who may do what in which folder of bucket wedding-photos (supabase/migrations/…_bucket_folders.sql),
 * asked of any migrated database (PGlite, or a real PostgreSQL) as Storage asks it: as the caller's role
 * with their claims, one statement per request.
 */

type Actor = 'owner' | 'helper' | 'stranger' | 'anon';

const PEOPLE = {
  owner: { id: randomUUID(), email: 'ines@example.com' },
  helper: { id: randomUUID(), email: 'planner@example.com' },
  stranger: { id: randomUUID(), email: 'someone@example.com' },
} as const;

/** One object in each place, the stale upload made two hours ago. */
const OBJECTS = {
  gallery: 'gallery/first-dance.jpg',
  story: 'story/2019-porto.jpg',
  'guest-photos': 'guest-photos/tom/beach.jpg',
  incoming: 'incoming/fresh-upload.jpg',
  'incoming, an hour old': 'incoming/stale-upload.jpg',
  'desk-backups': 'desk-backups/2026-11-30T10-00-00Z.zip',
} as const;
type Place = keyof typeof OBJECTS;

/** The users, the members and the objects, written as the database's owner (Auth and Storage do that). */
export async function putBucketFolders(admin: Session): Promise<void> {
  for (const who of Object.values(PEOPLE)) await admin.query(`insert into auth.users (id, email) values ($1, $2)`, [who.id, who.email]);
  for (const role of ['owner', 'helper'] as const) {
    await admin.query(`insert into public.members (user_id, role, email) values ($1, $2, $3)`, [PEOPLE[role].id, role, PEOPLE[role].email]);
  }
  for (const [place, name] of Object.entries(OBJECTS)) {
    const age = place === 'incoming, an hour old' ? "interval '61 minutes'" : "interval '0'";
    await admin.query(`insert into storage.objects (bucket_id, name, metadata, created_at) values ('wedding-photos', $1, '{}', now() - ${age})`, [name]);
  }
}

/** Runs `work` as Storage would for the actor's request, rolled back afterwards. */
function as<T, D extends Session>(db: D, actor: Actor, work: (tx: D) => Promise<T>): Promise<T> {
  if (actor === 'anon') return asRole(db, 'anon', {}, work, { role: 'anon' });
  const who = PEOPLE[actor];
  return asRole(db, 'authenticated', {}, work, { sub: who.id, email: who.email, role: 'authenticated' });
}

const folderOf = (name: string) => name.slice(0, name.lastIndexOf('/') + 1);

interface Outcome {
  list: boolean;
  read: boolean;
  upload: 'stored' | 'refused';
  upsert: 'stored' | 'refused';
  update: number;
  remove: number;
}

const attempt = (work: Promise<unknown>): Promise<'stored' | 'refused'> =>
  work.then(
    () => 'stored',
    (e: unknown) => {
      if (refusedByPolicy(e)) return 'refused';
      throw e;
    },
  );

/** What the actor may do to the place's object: list and read it, upload beside it, replace it (x-upsert), change and delete it. */
async function outcome<D extends Session>(db: D, actor: Actor, place: Place): Promise<Outcome> {
  const name = OBJECTS[place];
  const folder = folderOf(name);
  const listed = await as(db, actor, (tx) =>
    tx.query<{ name: string }>(`select name from storage.search($1, 'wedding-photos', 100, 1, 0, '', 'name', 'asc')`, [folder]),
  );
  const read = await as(db, actor, (tx) => tx.query(`select id from storage.objects where bucket_id = 'wedding-photos' and name = $1`, [name]));
  const upload = await attempt(
    as(db, actor, (tx) => tx.query(`insert into storage.objects (bucket_id, name, metadata) values ('wedding-photos', $1, '{}')`, [`${folder}new-${randomUUID()}.jpg`])),
  );
  const upsert = await attempt(
    as(db, actor, (tx) =>
      tx.query(
        `insert into storage.objects (bucket_id, name, metadata) values ('wedding-photos', $1, '{"planted": true}')
         on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`,
        [name],
      ),
    ),
  );
  const update = await as(db, actor, (tx) => tx.query(`update storage.objects set metadata = '{"changed": true}' where bucket_id = 'wedding-photos' and name = $1`, [name]));
  const remove = await as(db, actor, (tx) => tx.query(`delete from storage.objects where bucket_id = 'wedding-photos' and name = $1`, [name]));
  return {
    list: listed.rows.some((r) => folder + r.name === name),
    read: read.rows.length === 1,
    upload,
    upsert,
    update: update.affectedRows,
    remove: remove.affectedRows,
  };
}

const EVERYTHING: Outcome = { list: true, read: true, upload: 'stored', upsert: 'stored', update: 1, remove: 1 };
const NOTHING: Outcome = { list: false, read: false, upload: 'refused', upsert: 'refused', update: 0, remove: 0 };
const READ_ONLY: Outcome = { ...NOTHING, list: true, read: true };
/** incoming/ takes only a ticketed upload (none here), and is never changed in place: a claim stores a prepared copy. */
const INCOMING_FOR_A_MEMBER: Outcome = { ...NOTHING, list: true, read: true, remove: 1 };

const EXPECTED: Record<Actor, Record<Place, Outcome>> = {
  owner: { gallery: EVERYTHING, story: EVERYTHING, 'guest-photos': EVERYTHING, incoming: INCOMING_FOR_A_MEMBER, 'incoming, an hour old': NOTHING, 'desk-backups': EVERYTHING },
  helper: { gallery: EVERYTHING, story: EVERYTHING, 'guest-photos': EVERYTHING, incoming: INCOMING_FOR_A_MEMBER, 'incoming, an hour old': NOTHING, 'desk-backups': NOTHING },
  stranger: { gallery: READ_ONLY, story: READ_ONLY, 'guest-photos': NOTHING, incoming: NOTHING, 'incoming, an hour old': NOTHING, 'desk-backups': NOTHING },
  anon: { gallery: READ_ONLY, story: READ_ONLY, 'guest-photos': NOTHING, incoming: NOTHING, 'incoming, an hour old': NOTHING, 'desk-backups': NOTHING },
};

const CASES = (Object.keys(EXPECTED) as Actor[]).flatMap((actor) => (Object.keys(OBJECTS) as Place[]).map((place) => [actor, place] as const));

const refusedByPolicy = (e: unknown) => /row-level security/.test(e instanceof Error ? e.message : String(e));

/** Moves an object as Storage does (an update of its name): 'unseen' when the caller cannot see it. */
async function move<D extends Session>(db: D, actor: Actor, from: string, to: string): Promise<'moved' | 'unseen' | 'refused'> {
  try {
    const moved = await as(db, actor, (tx) => tx.query(`update storage.objects set name = $2 where bucket_id = 'wedding-photos' and name = $1`, [from, to]));
    return moved.affectedRows === 1 ? 'moved' : 'unseen';
  } catch (e) {
    if (refusedByPolicy(e)) return 'refused';
    throw e;
  }
}

/** The top folders the actor sees when listing the bucket's root. */
const topFolders = <D extends Session>(db: D, actor: Actor) =>
  as(db, actor, (tx) => tx.query<{ name: string }>(`select name from storage.search('', 'wedding-photos', 100, 1, 0, '', 'name', 'asc') where id is null`)).then((r) =>
    r.rows.map((row) => row.name),
  );

/** The bucket's folder rules as tests, on the database `db()` answers (migrated, with putBucketFolders done). */
export function bucketFolderTests(db: () => Session): void {
  it.each(CASES)('%s: %s', async (actor, place) => {
    expect(await outcome(db(), actor, place)).toEqual(EXPECTED[actor][place]);
  });

  it('lists desk-backups/ at the root for an owner only, and incoming/ for members only', async () => {
    expect(await topFolders(db(), 'owner')).toEqual(['desk-backups', 'gallery', 'guest-photos', 'incoming', 'story']);
    expect(await topFolders(db(), 'helper')).toEqual(['gallery', 'guest-photos', 'incoming', 'story']);
    expect(await topFolders(db(), 'anon')).toEqual(['gallery', 'story']);
  });

  it("moves nothing out of incoming/, and keeps a helper's move out of desk-backups/", async () => {
    expect(await move(db(), 'helper', OBJECTS.incoming, 'gallery/claimed.jpg')).toBe('unseen');
    expect(await move(db(), 'helper', OBJECTS.incoming, 'desk-backups/planted.zip')).toBe('unseen');
    expect(await move(db(), 'helper', OBJECTS.gallery, 'desk-backups/planted.zip')).toBe('refused');
    expect(await move(db(), 'helper', OBJECTS['desk-backups'], 'gallery/stolen.zip')).toBe('unseen');
    expect(await move(db(), 'owner', OBJECTS['incoming, an hour old'], 'gallery/late.jpg')).toBe('unseen');
    expect(await move(db(), 'owner', OBJECTS.incoming, 'desk-backups/2026-12-01.zip')).toBe('unseen');
    expect(await move(db(), 'stranger', OBJECTS.gallery, 'story/moved.jpg')).toBe('unseen');
  });
}
