import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FileInput, Row, StoredFile } from './types';
import { mediaContentType } from '../../lib/wedding/media';

/** The repository's demo wedding, which the stand-in serves unless told otherwise. */
export const DEMO_CONTENT_DIR = path.resolve(__dirname, '../../content/demo');

export const TABLES = ['wedding_info', 'guests', 'love_story', 'photo_gallery'] as const;

const TABLE_FILES: Record<(typeof TABLES)[number], string> = {
  wedding_info: 'wedding.json',
  guests: 'guests.json',
  love_story: 'love-story.json',
  photo_gallery: 'gallery.json',
};

const EXTRA_TYPES: Record<string, string> = { txt: 'text/plain; charset=utf-8', json: 'application/json' };

export const contentTypeFor = (name: string) =>
  mediaContentType(name) ?? EXTRA_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

export function toStoredFile(filePath: string, input: FileInput, createdAt = new Date().toISOString()): StoredFile {
  const isPlain = typeof input === 'string' || input instanceof Uint8Array;
  const bytes = isPlain ? input : input.bytes;
  const contentType = (!isPlain && input.contentType) || contentTypeFor(filePath);
  return { bytes: Buffer.from(bytes), contentType, createdAt };
}

/** The content folder's JSON files as table rows; wedding.json is the one wedding_info row. */
export function loadDemoTables(contentDir = DEMO_CONTENT_DIR): Record<string, Row[]> {
  const tables: Record<string, Row[]> = {};
  for (const table of TABLES) {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(path.join(contentDir, TABLE_FILES[table]), 'utf8'));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') value = [];
      else throw e;
    }
    tables[table] = (Array.isArray(value) ? value : [value]) as Row[];
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
