import 'server-only';
import { readSnapshot } from './snapshot';
import { SAMPLE_GALLERY, SAMPLE_LOVE_STORY, SAMPLE_WEDDING_INFO } from './sample';
import { galleryRow, timelineRow } from './schemas';
import type { GalleryRow, TimelineRow, WeddingInfo } from '@/lib/wedding/types';

export interface BuiltInContent {
  origin: 'snapshot' | 'samples' | 'none';
  info: WeddingInfo | null;
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

export function builtInContent(snapshotFile: string | null, samplesAllowed: boolean): BuiltInContent {
  if (!snapshotFile) return samplesAllowed ? SAMPLES : NOTHING;
  if (!read.has(snapshotFile)) {
    const snapshot = readSnapshot(snapshotFile);
    read.set(snapshotFile, snapshot && { origin: 'snapshot', info: snapshot.info, loveStory: snapshot.loveStory, gallery: snapshot.gallery });
  }
  return read.get(snapshotFile) ?? (samplesAllowed ? SAMPLES : NOTHING);
}
