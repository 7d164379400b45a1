import 'server-only';
import { readSnapshot } from './snapshot';
import { SAMPLE_GALLERY, SAMPLE_LOVE_STORY, SAMPLE_WEDDING_INFO } from './sample';
import type { GalleryRow, TimelineRow } from './schemas';
import type { WeddingInfo } from '@/lib/wedding/types';

/** What the spec's "built-in sample data" is for this deployment: the couple's snapshot, else the demo's samples. */
export interface BuiltInContent {
  origin: 'snapshot' | 'samples';
  info: WeddingInfo;
  /** Photos as stored paths (site paths for the samples), resolved like any others. */
  loveStory: TimelineRow[];
  gallery: GalleryRow[];
}

const SAMPLES: BuiltInContent = {
  origin: 'samples',
  info: SAMPLE_WEDDING_INFO,
  loveStory: SAMPLE_LOVE_STORY.map(({ year, title, description, details, photo_path }) => ({ year, title, description, details, photo_path })),
  gallery: SAMPLE_GALLERY.map(({ id, storage_path, alt_text, order_index, name }) => ({ id, storage_path, alt_text, order_index, name })),
};

const read = new Map<string, BuiltInContent>();

/** Read once per file and process: the snapshot travels with the deployment and does not change under it. */
export function builtInContent(snapshotFile: string | null): BuiltInContent {
  if (!snapshotFile) return SAMPLES;
  let content = read.get(snapshotFile);
  if (!content) {
    const snapshot = readSnapshot(snapshotFile);
    content = snapshot ? { origin: 'snapshot', info: snapshot.info, loveStory: snapshot.loveStory, gallery: snapshot.gallery } : SAMPLES;
    read.set(snapshotFile, content);
  }
  return content;
}
