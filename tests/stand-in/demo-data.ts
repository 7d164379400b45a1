import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FileInput, Row, StoredFile } from './types';
import { mediaContentType } from '../../lib/wedding/media';
import { galleryRows, loveStoryRows, weddingInfoRow } from '../../lib/couple/seed/seed-rows';
import { parseGuest } from '../../lib/data/schemas';

/** The repository's demo wedding, which the stand-in serves unless told otherwise. */
export const DEMO_CONTENT_DIR = path.resolve(__dirname, '../../content/demo');

const TABLE_FILES = {
  wedding_info: { file: 'wedding.json', rows: (json: unknown) => [weddingInfoRow(json)] },
  // As a project may hold them (a row the tools would refuse, for the doctor to find): only the table's own shape.
  guests: {
    file: 'guests.json',
    rows: (json: unknown) =>
      (json as unknown[]).map((raw) => {
        const g = parseGuest(raw);
        return { id: g.id.toLowerCase(), name: g.name, personal_message: g.personal_message, photo_dir: g.photo_dir, language: g.language ?? null, invited_to: g.invited_to ?? [] };
      }),
  },
  love_story: { file: 'love-story.json', rows: loveStoryRows },
  photo_gallery: { file: 'gallery.json', rows: galleryRows },
} as const;

const EXTRA_TYPES: Record<string, string> = { txt: 'text/plain; charset=utf-8', json: 'application/json' };

export const contentTypeFor = (name: string) =>
  mediaContentType(name) ?? EXTRA_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

export function toStoredFile(filePath: string, input: FileInput, createdAt = new Date().toISOString()): StoredFile {
  const isPlain = typeof input === 'string' || input instanceof Uint8Array;
  const bytes = isPlain ? input : input.bytes;
  const contentType = (!isPlain && input.contentType) || contentTypeFor(filePath);
  return { bytes: Buffer.from(bytes), contentType, createdAt };
}

/**
 * The content folder's JSON files as the rows `npm run db:seed` writes (lib/couple/seed/seed-rows.ts):
 * wedding.json is the one wedding_info row; the database numbers the story and the gallery.
 */
export function loadDemoTables(contentDir = DEMO_CONTENT_DIR): Record<string, Row[]> {
  const tables: Record<string, Row[]> = {};
  for (const [table, { file, rows }] of Object.entries(TABLE_FILES)) {
    let text: string;
    try {
      text = readFileSync(path.join(contentDir, file), 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw e;
    }
    try {
      tables[table] = rows(JSON.parse(text)) as unknown as Row[];
    } catch (e) {
      throw new Error(`${path.join(contentDir, file)}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return tables;
}

/** Every file under the content folder's media/, keyed by its path in the bucket. */
export function loadDemoFiles(contentDir = DEMO_CONTENT_DIR): Map<string, StoredFile> {
  const files = new Map<string, StoredFile>();
  const root = path.join(contentDir, 'media');
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return; // no media folder: an empty bucket
    }
    for (const name of names) {
      const full = path.join(dir, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else {
        const key = path.relative(root, full).split(path.sep).join('/');
        files.set(key, toStoredFile(key, readFileSync(full), stat.mtime.toISOString()));
      }
    }
  };
  walk(root);
  return files;
}
