import * as z from '@/lib/wedding/zod';
import type { GalleryPhoto, GalleryRow, Guest, TimelineEntry, TimelineRow, WeddingInfo } from '@/lib/wedding/types';
import { galleryRowShape, guestShape, timelineRowShape, weddingInfoShape } from '@/lib/wedding/shapes';
import { ContentError, weddingInfoProblems } from '@/lib/wedding/wedding-checks';
import { partIds } from '@/lib/wedding/day-parts';

function compact<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function parseWeddingInfo(row: unknown): WeddingInfo {
  // The table may name the love-story group in snake case.
  const r = row as Record<string, unknown> | null;
  const input = r && typeof r === 'object' && !('loveStory' in r) && 'love_story' in r ? { ...r, loveStory: r.love_story } : r;
  const parsed = weddingInfoShape.safeParse(input);
  if (!parsed.success) throw new ContentError(parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'the row', message: i.message })));
  const info = compact<WeddingInfo>(parsed.data);
  const problems = weddingInfoProblems(info);
  if (problems.length > 0) throw new ContentError(problems);
  return info;
}

// Null: none stored yet, and the site shows the spec's three parts.
export function storedPartIds(row: unknown): { ids: string[]; listed: boolean } {
  const info = row === null || row === undefined ? null : parseWeddingInfo(row);
  return { ids: partIds(info ?? { wedding: {} }), listed: Boolean(info?.wedding.parts?.length) };
}

export const parseGuest = (row: unknown): Guest => guestShape.parse(row);
export const parseTimeline = (rows: unknown): TimelineRow[] => z.array(timelineRowShape).parse(rows);
export const parseGallery = (rows: unknown): GalleryRow[] => z.array(galleryRowShape).parse(rows);

const rowOf = <T extends object>(shape: z.ZodMiniObject, value: object): T =>
  Object.fromEntries(Object.keys(shape.shape).flatMap((k) => (k in value ? [[k, value[k as keyof typeof value]]] : []))) as T;

export const timelineRow = (entry: TimelineEntry): TimelineRow => rowOf(timelineRowShape, entry);
export const galleryRow = (photo: GalleryPhoto): GalleryRow => rowOf(galleryRowShape, photo);
