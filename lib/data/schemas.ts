import { z } from 'zod';
import type { GalleryPhoto, Guest, TimelineEntry, WeddingInfo } from '@/lib/wedding/types';

/**
 * Boundary guards: rows from the backend and content files are parsed here once;
 * anything of the wrong shape throws, and the caller applies the spec's fallback.
 */

const text = z.string().trim();
const optText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? undefined : String(v).trim()));

/** A figure that may be missing; text that is not a number counts as missing. */
const optNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' || !Number.isFinite(Number(v)) ? undefined : Number(v)));

const venue = z.object({
  name: optText,
  address: optText,
  coordinates: z.object({ lat: z.coerce.number(), lng: z.coerce.number() }).nullish().transform((v) => v ?? undefined),
});

const group = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object(shape)
    .nullish()
    .transform((v) => v ?? {});

const weddingInfoSchema = z.object({
  couple: group({ name1: optText, name2: optText, fullNames: optText, bride: optText, groom: optText }),
  photos: group({ hero: optText, gallery: z.array(z.string()).nullish().transform((v) => v ?? undefined) }),
  loveStory: z.object({ title: optText }).nullish().transform((v) => v ?? undefined),
  wedding: group({
    date: optText,
    time: optText,
    startTime: optText,
    endTime: optText,
    timeZone: optText,
    venue: venue.nullish().transform((v) => v ?? undefined),
    reception: z.object({ time: optText, venue: optText }).nullish().transform((v) => v ?? undefined),
    schedule: z
      .object({ ceremony: optText, speeches: optText, lunch: optText })
      .nullish()
      .transform((v) => v ?? undefined),
  }),
  rsvp: group({ deadline: optText, email: optText, phone: optText }),
  weather: z
    .object({ highC: optNumber, lowC: optNumber, precipitationPercent: optNumber, uvIndex: optText })
    .nullish()
    .transform((v) => v ?? undefined),
});

/** Removes the keys whose value is undefined, so the result is plain JSON. */
function compact<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function parseWeddingInfo(row: unknown): WeddingInfo {
  // The table may name the love-story group in snake case.
  const r = row as Record<string, unknown> | null;
  const input = r && typeof r === 'object' && !('loveStory' in r) && 'love_story' in r ? { ...r, loveStory: r.love_story } : r;
  return compact(weddingInfoSchema.parse(input)) as WeddingInfo;
}

const guestSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: text.min(1),
  personal_message: optText.transform((v) => v ?? null),
  photo_dir: optText.transform((v) => v ?? null),
});

export const parseGuest = (row: unknown): Guest => guestSchema.parse(row);

const timelineSchema = z.object({
  year: z.coerce.number().int(),
  title: text,
  description: z.string().nullish().transform((v) => v ?? ''),
  details: optText.transform((v) => v ?? null),
  photo_path: optText.transform((v) => v ?? null),
});

export type TimelineRow = Omit<TimelineEntry, 'photo'>;
export const parseTimeline = (rows: unknown): TimelineRow[] => z.array(timelineSchema).parse(rows);

const galleryRowSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  storage_path: text.min(1),
  alt_text: z.string().nullish().transform((v) => v ?? ''),
  order_index: z.coerce.number(),
  name: optText.transform((v) => v ?? null),
});

export type GalleryRow = Omit<GalleryPhoto, 'url' | 'photo_url'>;
export const parseGallery = (rows: unknown): GalleryRow[] => z.array(galleryRowSchema).parse(rows);
