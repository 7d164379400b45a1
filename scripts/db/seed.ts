import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { makeSnapshot } from '../snapshot/make';
import type { SupabaseClient } from '@supabase/supabase-js';
import { STORAGE } from '../../lib/wedding/constants';
import { describeError, loadProjectEnv, projectSettings, serviceClient, UsageError, type Env } from './project';
import { CONFLICT_KEYS, contentTypeFor, readSeedContent, type SeedContent } from './seed-rows';

/**
 * Loads a wedding (the demo by default) into a Supabase project: the rows of the four
 * tables and the photos of media/ into the private bucket. Every write is an upsert, so
 * running it again updates instead of duplicating.
 *
 *   npm run db:seed -- [--content content/demo] [--service-key …]
 */

export interface SeedReport {
  bucketCreated: boolean;
  rows: Record<keyof typeof CONFLICT_KEYS, number>;
  files: number;
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

/** Writes the content into the project; throws with what failed (everything before it stays written, and a re-run finishes the job). */
export async function seed(client: SupabaseClient, content: SeedContent, log: Log): Promise<SeedReport> {
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
  return { bucketCreated, rows, files };
}

interface Args {
  content?: string;
  serviceKey?: string;
  help: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { help: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i] as string;
    const take = () => {
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === '--content') args.content = take();
    else if (flag === '--service-key') args.serviceKey = take();
    else if (flag === '--help' || flag === '-h') args.help = true;
    else throw new UsageError(`Unknown option ${flag}`);
  }
  return args;
}

export const USAGE = `Usage: npm run db:seed -- [--content content/demo] [--service-key <secret key>]
  Loads the wedding in the content folder (CONTENT_DIR, default content/demo) into the Supabase project
  at SUPABASE_URL: wedding_info, guests, love_story, photo_gallery and the photos of media/.
  The secret key comes from --service-key or SUPABASE_SERVICE_ROLE_KEY. Running it again updates, never duplicates.`;

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
    io.out(`Seeding ${settings.url} from ${path.relative(cwd, contentDir) || contentDir} ...`);
    await seed(serviceClient(settings), content, io.out);
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
    // The couple's content now travels with the site too (scripts/snapshot/make.ts).
    .then(async (code) => (code === 0 ? makeSnapshot(process.env, { out: (l) => console.log(l), err: (l) => console.error(l) }, true) : code))
    .then((code) => {
      process.exitCode = code;
    });
}
