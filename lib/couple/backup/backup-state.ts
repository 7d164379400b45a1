import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FOLDERS, PUBLIC_FOLDERS } from '@/lib/site/routes';
import { normalisedRows, type RawTables } from '../changes/normalise';
import { rowAsJson } from '../seed/seed-rows';
import { stateOf, type State } from '../changes/state';
import { photoFacts } from '../content-check/content-facts';
import type { MediaListing } from '../content-check/media-listing';
import { photoPathFindings } from '../content-check/photo-paths';
import { prepareForStorage } from '../photos/prepare-for-storage';
import { isSafeObjectPath } from './bucket-files';
import { plainFilesOf } from './backup-files';
import { BACKUP_TABLES, FILES_DIR, LATER_MIGRATIONS, ROWS_DIR, type BackupTable } from './layout';

// A Supabase backup as the wedding it holds, checked as seeding checks a folder: every refused row and file named.

export interface BackupState {
  state: State;
  problems: string[];
  /** What the site shows differently but no guest is harmed by (a path naming no file: a placeholder), said and restored as it was. */
  notes: string[];
  /** Tables the backup was made before (LATER_TABLES): a restore leaves the project's own rows of them as they are. */
  lacks: BackupTable[];
  bytes(path: string): Promise<Buffer>;
}

/** A finding about a photo that is not there (the site shows a placeholder), not about what a guest must never get. */
export const MISSING_FILE = / names no file in | must be named /;
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** A file the bucket may hold: in gallery/ or story/, or one guest's folder in guest-photos/. */
function bucketPathProblem(p: string): string | null {
  if (!isSafeObjectPath(p)) return 'its name cannot be a file of the bucket';
  const [top, ...rest] = p.split('/');
  if (top === FOLDERS.guestPhotos ? rest.length === 2 : PUBLIC_FOLDERS.includes(top ?? '') && rest.length >= 1) return null;
  return `the bucket's photos are in ${PUBLIC_FOLDERS.map((f) => `${f}/`).join(', ')} and ${FOLDERS.guestPhotos}/<a guest's folder>/`;
}

/**
 * A restore: photos made as the site stores them, rows checked. Putting the project's own backup back: as it was.
 * `kept`: the project's files a partial backup leaves as they are (its rows may name them).
 */
export async function readBackupState(dir: string, { prepare, lenient = false, kept = [] }: { prepare: boolean; lenient?: boolean; kept?: string[] }): Promise<BackupState> {
  const listing = await plainFilesOf(dir);
  const problems = [...listing.problems];
  const raw: RawTables = {};
  const lacks: BackupTable[] = [];
  for (const table of BACKUP_TABLES) {
    const file = `${ROWS_DIR}/${table}.json`;
    if (!listing.files.includes(file)) {
      if (table in LATER_MIGRATIONS) lacks.push(table);
      else problems.push(`${file} is missing: the backup is not whole`);
      continue;
    }
    try {
      const rows: unknown = JSON.parse(await readFile(path.join(/*turbopackIgnore: true*/ dir, file), 'utf8'));
      if (!Array.isArray(rows) || rows.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) throw new Error('it is not a list of rows');
      raw[table] = rows as Record<string, unknown>[];
    } catch (e) {
      problems.push(`${file} cannot be read: ${(e as Error).message}`);
    }
  }
  const normalised = normalisedRows(raw, { lenient });
  problems.push(...normalised.problems);

  const photos = new Map<string, string>();
  const prefix = `${FILES_DIR}/`;
  // Kept as MD5s only (a bucket may hold a gigabyte): the bytes are read and made again when written.
  const made = async (p: string) => {
    const original = await readFile(path.join(/*turbopackIgnore: true*/ dir, FILES_DIR, ...p.split('/')));
    return prepare ? prepareForStorage(original, p) : { ok: true as const, bytes: original };
  };
  for (const file of listing.files.filter((f) => f.startsWith(prefix))) {
    const p = file.slice(prefix.length);
    const refused = bucketPathProblem(p);
    if (refused) {
      problems.push(`${file}: ${refused}`);
      continue;
    }
    const prepared = await made(p);
    if (!prepared.ok) {
      problems.push(`${file}: ${prepared.reason}`);
      continue;
    }
    photos.set(p, md5(prepared.bytes));
  }
  const named = { wedding: `${ROWS_DIR}/wedding_info.json`, story: `${ROWS_DIR}/love_story.json`, gallery: `${ROWS_DIR}/photo_gallery.json` };
  const facts = photoFacts(
    { wedding: raw.wedding_info?.[0] ? rowAsJson(raw.wedding_info[0]) : null, story: raw.love_story, gallery: raw.photo_gallery },
    named,
  );
  const notes: string[] = [];
  for (const f of await photoPathFindings(facts, listingOf([...photos.keys(), ...kept], `the backup's ${FILES_DIR}/`))) {
    // The project held it so when it was backed up: putting it back loses nothing and shows no guest anything unsafe.
    if (f.level === 'fail') (MISSING_FILE.test(f.title) ? notes : problems).push(`${f.title}${f.fix ? `. ${f.fix}` : ''}`);
  }
  return {
    state: stateOf({ ...normalised.source, photos }),
    problems,
    notes,
    lacks,
    async bytes(p) {
      const prepared = await made(p);
      if (!prepared.ok || md5(prepared.bytes) !== photos.get(p)) throw new Error(`${FILES_DIR}/${p} changed while restoring`);
      return prepared.bytes;
    },
  };
}

function listingOf(paths: string[], label: string): MediaListing {
  return {
    label,
    async list(folder) {
      const prefix = folder ? `${folder}/` : '';
      const names = new Map<string, boolean>();
      for (const p of paths.filter((x) => x.startsWith(prefix))) {
        const [name, ...rest] = p.slice(prefix.length).split('/');
        if (name) names.set(name, (names.get(name) ?? false) || rest.length > 0);
      }
      return names.size ? [...names].map(([name, folder]) => ({ name, folder })) : null;
    },
  };
}
