import 'server-only';
import { readSnapshot } from './snapshot';
import { SAMPLE_GALLERY, SAMPLE_LOVE_STORY, SAMPLE_WEDDING_INFO } from './sample';
import { galleryRow, timelineRow } from './schemas';
import type { GalleryRow, TimelineRow, WeddingInfo } from '@/lib/wedding/types';

/**
 * What the spec's "built-in sample data" is for this deployment: the couple's snapshot; else, for
 * the built-in demo only, the demo's samples; else nothing, for no couple's guests may see another
 * couple's wedding (their page then says it cannot be opened just now, and tries again).
 */
export interface BuiltInContent {
  origin: 'snapshot' | 'samples' | 'none';
  info: WeddingInfo | null;
  /** Photos as stored paths (site paths for the samples), resolved like any others. */
  loveStory: TimelineRow[];
  gallery: GalleryRow[];
}

const SAMPLES: BuiltInContent = {
  origin: 'samples',
  info: SAMPLE_WEDDING_INFO,
  loveStory: SAMPLE_LOVE_STORY.map(timelineRow),
  gallery: SAMPLE_GALLERY.map(galleryRow),
};

const NOTHING: BuiltInContent = { origin: 'none', info: null, loveStory: [], gallery: [] };

const read = new Map<string, BuiltInContent | null>();

/**
 * The snapshot in `snapshotFile` (read once per file and process: it travels with the deployment
 * and does not change under it), else the samples where they may be shown, else nothing.
 */
export function builtInContent(snapshotFile: string | null, samplesAllowed: boolean): BuiltInContent {
  if (!snapshotFile) return samplesAllowed ? SAMPLES : NOTHING;
  if (!read.has(snapshotFile)) {
    const snapshot = readSnapshot(snapshotFile);
    read.set(snapshotFile, snapshot && { origin: 'snapshot', info: snapshot.info, loveStory: snapshot.loveStory, gallery: snapshot.gallery });
  }
  return read.get(snapshotFile) ?? (samplesAllowed ? SAMPLES : NOTHING);
}
