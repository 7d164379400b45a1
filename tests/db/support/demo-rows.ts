import { readSeedContent } from '@/lib/couple/seed/seed-rows';
import { DEMO_DIR, demoBucket } from '@/tests/support/stand-in';
import { asRole, migratedDatabase, type Database } from './postgres';

/**
 * Loads the demo wedding into the database the way `npm run db:seed` does, as the
 * service role, and the demo bucket's object names (tests/support/stand-in) into storage.objects.
 */
export async function loadDemo(db: Database, options: { storage?: boolean } = {}): Promise<void> {
  const content = await readSeedContent(DEMO_DIR);
  await db.exec('begin');
  try {
    const tx = db;
    await tx.query(`select set_config('role', 'service_role', true)`);
    const w = content.weddingInfo;
    if (!w) throw new Error('the demo has no wedding.json');
    await tx.query(
      `insert into public.wedding_info (id, couple, photos, love_story, wedding, rsvp, weather, language) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [w.id, w.couple, w.photos, w.love_story, w.wedding, w.rsvp, w.weather, w.language],
    );
    for (const g of content.guests) {
      await tx.query(`insert into public.guests (id, name, personal_message, photo_dir, language, invited_to) values ($1, $2, $3, $4, $5, $6)`, [
        g.id,
        g.name,
        g.personal_message,
        g.photo_dir,
        g.language,
        g.invited_to,
      ]);
    }
    for (const s of content.loveStory) {
      await tx.query(
        `insert into public.love_story (year, title, description, details, photo_path, translations) values ($1, $2, $3, $4, $5, $6)`,
        [s.year, s.title, s.description, s.details, s.photo_path, s.translations],
      );
    }
    for (const p of content.gallery) {
      await tx.query(`insert into public.photo_gallery (storage_path, alt_text, order_index, name, translations) values ($1, $2, $3, $4, $5)`, [
        p.storage_path,
        p.alt_text,
        p.order_index,
        p.name,
        p.translations,
      ]);
    }
    await db.exec('commit');
  } catch (e) {
    await db.exec('rollback');
    throw e;
  }
  if (options.storage === false) return;
  // Storage's own service account writes objects; in the stand-in that is the superuser.
  for (const name of Object.keys(demoBucket())) {
    await db.query(`insert into storage.objects (bucket_id, name, metadata) values ('wedding-photos', $1, '{}')`, [name]);
  }
}

/** What a folder listing answers (storage.search, as the Storage service calls it for list()). */
export const listFolder = (tx: Database, folder: string) =>
  tx
    .query<{ name: string; id: string | null }>(
      `select name, id from storage.search($1, 'wedding-photos', 100, $2, 0, '', 'name', 'asc')`,
      [folder === '' ? '' : `${folder.replace(/\/+$/, '')}/`, folder.split('/').filter(Boolean).length + 1],
    )
    .then((r) => r.rows);

/** Which of these paths the caller may sign (Storage signs only objects the caller can select). */
export const signable = (tx: Database, paths: string[]) =>
  tx
    .query<{ name: string }>(`select name from storage.objects where bucket_id = 'wedding-photos' and name = any($1) order by name`, [
      paths,
    ])
    .then((r) => r.rows.map((row) => row.name));

export { asRole };

/** A migrated database with the demo loaded, opened before a file's tests and closed after them. */
export function withDemoDatabase(use: (db: Database) => void): void {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await migratedDatabase();
    await loadDemo(db);
    use(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });
}
