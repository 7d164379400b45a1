import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GalleryRow, TimelineRow, WeddingInfo } from '@/lib/wedding/types';
import { DEFAULT_SNAPSHOT_FILE } from '@/lib/server/config';
import { describeError } from '@/lib/server/describe-error';
import { galleryRow, parseGallery, parseTimeline, parseWeddingInfo, timelineRow } from './schemas';
import type { DataSource } from './source';

export interface Snapshot {
  madeAt: string;
  info: WeddingInfo;
  loveStory: TimelineRow[];
  gallery: GalleryRow[];
}

const FORMAT = 'wedding-snapshot/1';

// A standalone server inside its project reads where `npm run snapshot` writes; elsewhere the packed copy.
export function snapshotFileToRead(configured: string, projectFile = process.env.PROJECT_SNAPSHOT_FILE, cwd = process.cwd()): string {
  if (!projectFile || configured === projectFile || configured !== path.resolve(/*turbopackIgnore: true*/ cwd, DEFAULT_SNAPSHOT_FILE)) return configured;
  return existsSync(/*turbopackIgnore: true*/ projectFile) ? projectFile : configured;
}

export function readSnapshot(file: string): Snapshot | null {
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

// Throws on any unreadable part: a partial snapshot would leave parts out.
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

export const sameContent = (a: Snapshot, b: Snapshot) =>
  JSON.stringify([a.info, a.loveStory, a.gallery]) === JSON.stringify([b.info, b.loveStory, b.gallery]);

export async function writeSnapshot(source: DataSource, file: string, now = new Date()): Promise<Snapshot> {
  const snapshot = await readSnapshotContent(source, now);
  await mkdir(path.dirname(file), { recursive: true });
  const { madeAt, info: weddingInfo, loveStory, gallery: rows } = snapshot;
  await writeFile(file, `${JSON.stringify({ format: FORMAT, madeAt, weddingInfo, loveStory, gallery: rows }, null, 2)}\n`);
  return snapshot;
}
