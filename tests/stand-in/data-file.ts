import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Row, StoredFile } from './types';

/**
 * The stand-in's tables, files and bucket state in one JSON file (`--data FILE`), so a
 * stand-in started by hand keeps what the couple's tools wrote across restarts.
 */

export interface StandInData {
  tables: Map<string, Row[]>;
  files: Map<string, StoredFile>;
  bucket: { exists: boolean; public: boolean };
}

interface Saved {
  version: 1;
  tables: Record<string, Row[]>;
  files: Record<string, { contentType: string; createdAt: string; base64: string }>;
  bucket: { exists: boolean; public: boolean };
}

/** What the file holds, or null when there is no file yet; throws with the file's name when it is not ours. */
export function readDataFile(file: string): StandInData | null {
  if (!existsSync(file)) return null;
  let saved: Saved;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8')) as Saved;
    if (saved.version !== 1 || typeof saved.tables !== 'object' || typeof saved.files !== 'object') throw new Error('not a stand-in data file');
  } catch (e) {
    throw new Error(`${file} is not a stand-in data file (${e instanceof Error ? e.message : String(e)}); give another --data file or delete it`);
  }
  return {
    tables: new Map(Object.entries(saved.tables)),
    files: new Map(
      Object.entries(saved.files).map(([p, f]) => [p, { bytes: Buffer.from(f.base64, 'base64'), contentType: f.contentType, createdAt: f.createdAt }]),
    ),
    bucket: { exists: saved.bucket?.exists !== false, public: saved.bucket?.public === true },
  };
}

/** Writes the whole state beside the file, then renames it over: a stop mid-write never leaves half a file. */
export function writeDataFile(file: string, data: StandInData): void {
  const saved: Saved = {
    version: 1,
    tables: Object.fromEntries(data.tables),
    files: Object.fromEntries(
      [...data.files].map(([p, f]) => [p, { contentType: f.contentType, createdAt: f.createdAt, base64: f.bytes.toString('base64') }]),
    ),
    bucket: data.bucket,
  };
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(saved));
  renameSync(temp, file);
}
