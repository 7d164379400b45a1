import { FOLDERS, PUBLIC_FOLDERS } from '@/lib/site/routes';
import { normalisedRows, type RawTables } from '../changes/normalise';
import { rowAsJson } from '../seed/seed-rows';
import { stateOf, uploadKey, type State } from '../changes/state';
import { GUEST_UPLOAD_PATH } from '../guest-uploads/upload-rows';
import { looksLike } from '../guest-uploads/upload-state';
import { photoFacts } from '../content-check/content-facts';
import type { MediaListing } from '../content-check/media-listing';
import { photoPathFindings } from '../content-check/photo-paths';
import { prepareForStorage } from '../photos/prepare-for-storage';
import { md5Of, type BackupSource } from './backup-source';
import { isSafeObjectPath } from './bucket-files';
import { BACKUP_TABLES, FILES_DIR, LATER_MIGRATIONS, MANIFEST, ROWS_DIR, type BackupTable } from './layout';

export interface BackupState {
  state: State;
  problems: string[];
  notes: string[];
  lacks: BackupTable[];
  /** Entries the project keeps as they are, whatever the backup says (an upload whose file the backup lacks). */
  projectKeeps: string[];
  bytes(path: string): Promise<Buffer>;
}

export const MISSING_FILE = / names no file in | must be named /;

function bucketPathProblem(p: string): string | null {
  if (!isSafeObjectPath(p)) return 'its name cannot be a file of the bucket';
  if (GUEST_UPLOAD_PATH.test(p)) return null;
  const [top, ...rest] = p.split('/');
  if (top === FOLDERS.guestPhotos ? rest.length === 2 : PUBLIC_FOLDERS.includes(top ?? '') && rest.length >= 1) return null;
  return `the bucket's photos are in ${PUBLIC_FOLDERS.map((f) => `${f}/`).join(', ')}, ${FOLDERS.guestPhotos}/<a guest's folder>/ and guests' uploads`;
}

export async function readBackupState(source: BackupSource, { prepare, lenient = false, kept = [] }: { prepare: boolean; lenient?: boolean; kept?: string[] }): Promise<BackupState> {
  const { listing } = source;
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
      const rows: unknown = JSON.parse((await source.text(file)) ?? '');
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
  for (const file of listing.files.filter((f) => f.startsWith(prefix))) {
    const p = file.slice(prefix.length);
    const refused = bucketPathProblem(p);
    if (refused) problems.push(`${file}: ${refused}`);
    else photos.set(p, await source.md5(file));
  }
  const named = { wedding: `${ROWS_DIR}/wedding_info.json`, story: `${ROWS_DIR}/love_story.json`, gallery: `${ROWS_DIR}/photo_gallery.json` };
  const facts = photoFacts(
    { wedding: raw.wedding_info?.[0] ? rowAsJson(raw.wedding_info[0]) : null, story: raw.love_story, gallery: raw.photo_gallery },
    named,
  );
  const notes: string[] = [];
  const { uploads, projectKeeps } = uploadsWithFiles(normalised.source.uploads ?? [], photos, kept, problems, notes);
  for (const f of await photoPathFindings(facts, listingOf([...photos.keys(), ...kept], `the backup's ${FILES_DIR}/`))) {
    // The project held it so when it was backed up: putting it back loses nothing and shows no guest anything unsafe.
    if (f.level === 'fail') (MISSING_FILE.test(f.title) ? notes : problems).push(`${f.title}${f.fix ? `. ${f.fix}` : ''}`);
  }
  return {
    state: stateOf({ ...normalised.source, uploads, photos }),
    problems,
    notes,
    lacks,
    projectKeeps,
    async bytes(p) {
      const file = `${FILES_DIR}/${p}`;
      const original = await source.bytes(file);
      if (md5Of(original) !== photos.get(p)) throw new Error(`${file} is not the file the backup listed: it changed since, or the backup's ${MANIFEST} is wrong`);
      // A guest's upload goes back as it was stored (prepared when it arrived), once it is seen to be what its name says.
      if (GUEST_UPLOAD_PATH.test(p)) {
        if (!looksLike(original, p)) throw new Error(`${file} is not the photo or video its name says it is`);
        return original;
      }
      if (!prepare) return original;
      const prepared = await prepareForStorage(original, p);
      if (!prepared.ok) throw new Error(`${file}: ${prepared.reason}`);
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

type Upload = NonNullable<Parameters<typeof stateOf>[0]['uploads']>[number];

function uploadsWithFiles(uploads: Upload[], photos: Map<string, string>, kept: string[], problems: string[], notes: string[]) {
  const present = new Set([...photos.keys(), ...kept]);
  const stored = new Set(uploads.filter((u) => u.state === 'stored').map((u) => u.path));
  for (const p of photos.keys()) if (GUEST_UPLOAD_PATH.test(p) && !stored.has(p)) problems.push(`${FILES_DIR}/${p}: no guest's upload of this backup is stored there`);
  const missing = uploads.filter((u) => u.state === 'stored' && !present.has(u.path));
  // Removed (or taken back by its guest) while the backup was being made: the project's row, if any, stays as it is.
  for (const u of missing) notes.push(`${ROWS_DIR}/guest_uploads.json: the upload ${u.path} is left as the project has it: the backup holds no file for it`);
  return { uploads: uploads.filter((u) => !missing.includes(u)), projectKeeps: missing.map((u) => uploadKey(u.id)) };
}
