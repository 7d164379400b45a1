import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GalleryRow, TimelineRow, WeddingInfo } from '@/lib/wedding/types';
import { DEFAULT_SNAPSHOT_FILE } from '@/lib/server/config';
import { describeError } from '@/lib/server/describe-error';
import { galleryRow, parseGallery, parseTimeline, parseWeddingInfo, timelineRow } from './schemas';
import type { DataSource } from './source';

/**
 * The couple's own content as it was when the snapshot was made: what guests see where the
 * spec falls back to "built-in sample data" (a backend outage on a cold start), so that is
 * never another couple's wedding. Photos are kept as stored paths; no guest data, ever.
 */
export interface Snapshot {
  madeAt: string;
  info: WeddingInfo;
  loveStory: TimelineRow[];
  gallery: GalleryRow[];
}

const FORMAT = 'wedding-snapshot/1';

/**
 * The snapshot file the site reads: the configured one, except that a standalone server started inside
 * the project it was built from (`node .next/standalone/server.js`) reads the project's own file, where
 * `npm run snapshot` writes, rather than the copy its build packed; elsewhere (a host shipping the
 * standalone folder alone) that file is absent and the packed copy is read.
 */
export function snapshotFileToRead(configured: string, projectFile = process.env.PROJECT_SNAPSHOT_FILE, cwd = process.cwd()): string {
  if (!projectFile || configured === projectFile || configured !== path.resolve(/*turbopackIgnore: true*/ cwd, DEFAULT_SNAPSHOT_FILE)) return configured;
  // A path only the build knows: the tracer must not ship the whole project for it.
  return existsSync(/*turbopackIgnore: true*/ projectFile) ? projectFile : configured;
}

/** The snapshot in `file`, or null when there is none (or it cannot be read: logged). */
export function readSnapshot(file: string): Snapshot | null {
  // Paths known at run time only: hidden from the build's tracer, which would ship lib/data/ for them.
  if (!existsSync(/*turbopackIgnore: true*/ file)) return null;
  try {
    const raw = JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, 'utf8')) as Record<string, unknown>;
    if (raw.format !== FORMAT) throw new Error(`not a ${FORMAT} file`);
    return {
      madeAt: String(raw.madeAt ?? ''),
      info: parseWeddingInfo(raw.weddingInfo),
      loveStory: parseTimeline(raw.loveStory),
      gallery: parseGallery(raw.gallery),
    };
  } catch (e) {
    console.error(`The content snapshot ${file} cannot be read, ignoring it:`, describeError(e));
    return null;
  }
}

/**
 * Reads the couple's content as the site does. Throws when any part cannot be read (a partial
 * snapshot would leave parts out) or holds a malformed value (the error names the field).
 */
export async function readSnapshotContent(source: DataSource, now = new Date()): Promise<Snapshot> {
  const [info, timeline, gallery] = await Promise.all([source.getWeddingInfo(), source.getLoveStory(), source.getGallery()]);
  if (!info) throw new Error('No wedding information is stored yet: seed or enter it first.');
  return {
    madeAt: now.toISOString(),
    info,
    loveStory: timeline.map(timelineRow),
    gallery: gallery.map(galleryRow),
  };
}

/** Whether two snapshots hold the same content (when they were made aside). */
export const sameContent = (a: Snapshot, b: Snapshot) =>
  JSON.stringify([a.info, a.loveStory, a.gallery]) === JSON.stringify([b.info, b.loveStory, b.gallery]);

/** Reads the couple's content as the site does and writes it to `file` (throws as readSnapshotContent does). */
export async function writeSnapshot(source: DataSource, file: string, now = new Date()): Promise<Snapshot> {
  const snapshot = await readSnapshotContent(source, now);
  await mkdir(path.dirname(file), { recursive: true });
  const { madeAt, info: weddingInfo, loveStory, gallery: rows } = snapshot;
  await writeFile(file, `${JSON.stringify({ format: FORMAT, madeAt, weddingInfo, loveStory, gallery: rows }, null, 2)}\n`);
  return snapshot;
}
