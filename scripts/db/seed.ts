import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { makeSnapshot } from '../snapshot/make';
import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE } from '../../lib/wedding/constants';
import { describeError, loadProjectEnv, projectSettings, serviceClient, UsageError, type Env } from '../../lib/couple/project';
import { isDemoGuestId } from '../../lib/couple/demo-guests';
import { applyRemoval, describeRemoval, planRemoval, type Removal } from '../../lib/couple/seed/seed-removal';
import { CONFLICT_KEYS, contentTypeFor, readSeedContent, type SeedContent } from '../../lib/couple/seed/seed-rows';

/**
 * Loads a wedding (the demo by default) into a Supabase project: the rows of the four
 * tables and the photos of media/ into the private bucket, then removes the wedding content
 * the folder does not have (love story, gallery, photos), so the project equals the folder.
 * Writes are upserts: running it again changes nothing. Guests are only added or updated,
 * except the demo's: never loaded unless asked (their links are published), removed on request.
 *
 *   npm run db:seed -- [--content content/demo] [--dry-run] [--demo-guests | --remove-demo-guests] [--service-key …]
 */

export interface SeedReport {
  bucketCreated: boolean;
  rows: Record<keyof typeof CONFLICT_KEYS, number>;
  files: number;
  removal: Removal;
}

export interface Log {
  (line: string): void;
}

async function ensureBucket(client: SupabaseClient, log: Log): Promise<boolean> {
  const { data, error } = await client.storage.getBucket(STORAGE.bucket);
  if (data && !error) {
    if (data.public) {
      const { error: updateError } = await client.storage.updateBucket(STORAGE.bucket, { public: false });
      if (updateError) throw new Error(`The bucket ${STORAGE.bucket} is public and could not be made private: ${describeError(updateError)}`);
      log(`Made the bucket ${STORAGE.bucket} private (it was public).`);
    }
    return false;
  }
  const { error: createError } = await client.storage.createBucket(STORAGE.bucket, { public: false });
  if (createError) throw new Error(`Could not create the bucket ${STORAGE.bucket}: ${describeError(createError)}`);
  log(`Created the private bucket ${STORAGE.bucket}.`);
  return true;
}

async function upsert(client: SupabaseClient, table: keyof typeof CONFLICT_KEYS, rows: object[]): Promise<number> {
  if (rows.length === 0) return 0;
  const { error } = await client.from(table).upsert(rows, { onConflict: CONFLICT_KEYS[table], defaultToNull: false });
  if (error) {
    const hint = /schema cache|does not exist/i.test(describeError(error)) ? ' Apply the migrations in supabase/migrations first (see supabase/README.md).' : '';
    throw new Error(`Could not write ${table}: ${describeError(error)}.${hint}`);
  }
  return rows.length;
}

/** Writes the content into the project, then removes what it lacks; throws with what failed (a re-run finishes the job). */
export async function seed(client: SupabaseClient, content: SeedContent, removal: Removal, log: Log): Promise<SeedReport> {
  const bucketCreated = await ensureBucket(client, log);
  const rows = {
    wedding_info: await upsert(client, 'wedding_info', content.weddingInfo ? [content.weddingInfo] : []),
    guests: await upsert(client, 'guests', content.guests),
    love_story: await upsert(client, 'love_story', content.loveStory),
    photo_gallery: await upsert(client, 'photo_gallery', content.gallery),
  };
  log(`Rows: ${Object.entries(rows).map(([t, n]) => `${t} ${n}`).join(', ')}.`);
  let files = 0;
  for (const media of content.media) {
    const bytes = await readFile(media.file);
    const { error } = await client.storage
      .from(STORAGE.bucket)
      .upload(media.path, bytes, { upsert: true, contentType: contentTypeFor(media.path), cacheControl: '3600' });
    if (error) throw new Error(`Could not upload ${media.path}: ${describeError(error)}`);
    files++;
  }
  log(`Photos: ${files} uploaded to ${STORAGE.bucket}.`);
  await applyRemoval(client, removal);
  const removed = removal.loveStory.length + removal.gallery.length + removal.demoGuests.length + removal.files.length;
  if (removed) log(`Removed: love_story ${removal.loveStory.length}, photo_gallery ${removal.gallery.length}, demo guests ${removal.demoGuests.length}, photos ${removal.files.length}.`);
  return { bucketCreated, rows, files, removal };
}

interface Args {
  content?: string;
  serviceKey?: string;
  dryRun: boolean;
  demoGuests: boolean;
  removeDemoGuests: boolean;
  help: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { dryRun: false, demoGuests: false, removeDemoGuests: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] as string;
    const take = () => {
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === '--content') args.content = take();
    else if (flag === '--service-key') args.serviceKey = take();
    else if (flag === '--dry-run') args.dryRun = true;
    else if (flag === '--demo-guests') args.demoGuests = true;
    else if (flag === '--remove-demo-guests') args.removeDemoGuests = true;
    else if (flag === '--help' || flag === '-h') args.help = true;
    else throw new UsageError(`Unknown option ${flag}`);
  }
  return args;
}

export const USAGE = `Usage: npm run db:seed -- [--content content/demo] [--dry-run] [--demo-guests | --remove-demo-guests] [--service-key <secret key>]
  Loads the wedding in the content folder (CONTENT_DIR, default content/demo) into the Supabase project
  at SUPABASE_URL: wedding_info, guests, love_story, photo_gallery and the photos of media/; then removes
  the love story entries, gallery rows and photos (gallery/, story/, the folder's guest folders) it does not have.
  Guests are added or updated, never removed. The demo's guests are left out: their links are published, so anyone
  could open your wedding with them. --demo-guests loads them anyway, to try the site; --remove-demo-guests removes
  them and their photos.
  --dry-run lists what it would remove and writes nothing. Afterwards it makes the content snapshot
  (npm run snapshot), reading with SUPABASE_ANON_KEY as the site does; it exits 1 when it cannot.
  The secret key comes from --service-key or SUPABASE_SERVICE_ROLE_KEY. Running it again changes nothing.`;

export async function runSeed(argv: string[], env: Env, io: { out: Log; err: Log }, cwd = process.cwd()): Promise<number> {
  try {
    const args = parseArgs(argv);
    if (args.help) {
      io.out(USAGE);
      return 0;
    }
    const settings = projectSettings(env, args.serviceKey);
    const contentDir = path.resolve(cwd, args.content ?? (env.CONTENT_DIR?.trim() || 'content/demo'));
    const content = await readSeedContent(contentDir);
    const relative = path.relative(cwd, contentDir);
    const shown = relative && !relative.startsWith('..') ? relative : contentDir;
    if (args.demoGuests && args.removeDemoGuests) throw new UsageError('--demo-guests and --remove-demo-guests cannot go together.');
    const demoGuests = content.guests.filter((g) => isDemoGuestId(g.id));
    if (args.removeDemoGuests && demoGuests.length > 0) {
      throw new UsageError(`${shown}/guests.json holds the demo's guests: --remove-demo-guests is for seeding your own wedding over the demo.`);
    }
    if (!args.demoGuests && demoGuests.length > 0) {
      const folders = new Set(demoGuests.map((g) => `${STORAGE.guestPhotosFolder}/${g.photo_dir ?? g.id}/`));
      content.guests = content.guests.filter((g) => !isDemoGuestId(g.id));
      content.media = content.media.filter((m) => ![...folders].some((f) => m.path.startsWith(f)));
      io.out(`Leaving out the demo's ${demoGuests.length} guests (${demoGuests.map((g) => g.name).join(', ')}): their links are published. Add --demo-guests to load them for a try-out.`);
    }
    const client = serviceClient(settings);
    io.out(`Seeding ${settings.url} from ${shown}${args.dryRun ? ' (dry run: nothing is written)' : ''} ...`);
    const removal = await planRemoval(client, content, args.removeDemoGuests);
    for (const line of describeRemoval(removal, shown)) io.out(line);
    if (args.dryRun) {
      io.out(`Dry run: nothing was written. It would write wedding_info ${content.weddingInfo ? 1 : 0}, guests ${content.guests.length}, love_story ${content.loveStory.length}, photo_gallery ${content.gallery.length} and ${content.media.length} photos.`);
      return 0;
    }
    await seed(client, content, removal, io.out);
    // The couple's content now travels with the site too, read back with the public key as the site reads it.
    if ((await makeSnapshot(env, io, false, cwd)) !== 0) {
      io.err('The wedding is in the project, but its snapshot is not: fix the above and run npm run snapshot.');
      return 1;
    }
    io.out('Done. Check the project with: npm run doctor');
    return 0;
  } catch (e) {
    io.err(e instanceof Error ? e.message : String(e));
    if (e instanceof UsageError && /Unknown|needs a value/.test(e.message)) io.err(USAGE);
    return e instanceof UsageError ? 2 : 1;
  }
}

if (require.main === module) {
  void loadProjectEnv()
    .then(() => runSeed(process.argv.slice(2), process.env, { out: (l) => console.log(l), err: (l) => console.error(l) }))
    .then((code) => {
      process.exitCode = code;
    });
}
