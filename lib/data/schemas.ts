import { z } from 'zod';
import type { GalleryPhoto, GalleryRow, Guest, TimelineEntry, TimelineRow, WeddingInfo } from '@/lib/wedding/types';
import { galleryRowShape, guestShape, timelineRowShape, weddingInfoShape } from '@/lib/wedding/shapes';
import { ContentError, weddingInfoProblems } from '@/lib/wedding/wedding-checks';
import { partIds } from '@/lib/wedding/day-parts';

/**
 * Boundary guards: rows from the backend and content files are parsed here once;
 * anything of the wrong shape throws, and the caller applies the spec's fallback.
 */

/** Removes the keys whose value is undefined, so the result is plain JSON. */
function compact<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The wedding info, or a ContentError naming every field that is missing its shape or format. */
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

/**
 * The part ids a guest may be invited to, from a stored wedding info (null: none yet, and the site shows
 * its sample day, the specification's three parts); `listed` when the couple lists their own. Throws
 * the ContentError of wedding info the site refuses.
 */
export function storedPartIds(row: unknown): { ids: string[]; listed: boolean } {
  const info = row === null || row === undefined ? null : parseWeddingInfo(row);
  return { ids: partIds(info ?? { wedding: {} }), listed: Boolean(info?.wedding.parts?.length) };
}

export const parseGuest = (row: unknown): Guest => guestShape.parse(row);
export const parseTimeline = (rows: unknown): TimelineRow[] => z.array(timelineRowShape).parse(rows);
export const parseGallery = (rows: unknown): GalleryRow[] => z.array(galleryRowShape).parse(rows);

/** The stored fields of a value, by its row's shape (those it has). */
const rowOf = <T extends object>(shape: z.ZodObject, value: object): T =>
  Object.fromEntries(Object.keys(shape.shape).flatMap((k) => (k in value ? [[k, value[k as keyof typeof value]]] : []))) as T;

/** A love-story entry as stored, without its resolved link (the snapshot's and the built-in content's rows). */
export const timelineRow = (entry: TimelineEntry): TimelineRow => rowOf(timelineRowShape, entry);
/** A gallery photo as stored, without its resolved links. */
export const galleryRow = (photo: GalleryPhoto): GalleryRow => rowOf(galleryRowShape, photo);
