import { z } from 'zod';
import type { GalleryPhoto, Guest, TimelineEntry, WeddingInfo } from '@/lib/wedding/types';
import { canonicalTag } from '@/lib/wedding/languages';
import { ContentError, weddingInfoProblems } from '@/lib/wedding/wedding-checks';
import { partIds } from '@/lib/wedding/day-parts';

/**
 * Boundary guards: rows from the backend and content files are parsed here once;
 * anything of the wrong shape throws, and the caller applies the spec's fallback.
 */

const text = z.string().trim();
const optText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? undefined : String(v).trim()));

/** A figure that may be missing; anything else must be a number (text that is one is read as one). */
const optNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .refine((v) => v === null || v === undefined || String(v).trim() === '' || Number.isFinite(Number(v)), { error: 'is not a number' })
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? undefined : Number(v)));

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

/** {lang: {field: text}}: only language tags and text fields survive; anything else is dropped. */
const translations = <K extends string>(fields: readonly K[]) =>
  z
    .unknown()
    .optional()
    .transform((value): Record<string, Partial<Record<K, string>>> | undefined => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
      const out: Record<string, Partial<Record<K, string>>> = {};
      for (const [tag, entry] of Object.entries(value as Record<string, unknown>)) {
        const language = canonicalTag(tag);
        if (!language || !entry || typeof entry !== 'object') continue;
        const kept = Object.fromEntries(
          fields.flatMap((f) => {
            const text = (entry as Record<string, unknown>)[f];
            return typeof text === 'string' && text.trim() !== '' ? [[f, text.trim()]] : [];
          }),
        ) as Partial<Record<K, string>>;
        if (Object.keys(kept).length > 0) out[language] = kept;
      }
      return Object.keys(out).length > 0 ? out : undefined;
    });

/** A language tag as stored: its canonical spelling, or undefined when it is none (the readers' checks say so). */
const languageTag = optText.transform((v) => canonicalTag(v) ?? undefined);

const weddingInfoSchema = z.object({
  language: languageTag,
  couple: group({ name1: optText, name2: optText, fullNames: optText, bride: optText, groom: optText }),
  photos: group({ hero: optText, gallery: z.array(z.string()).nullish().transform((v) => v ?? undefined) }),
  loveStory: z.object({ title: optText }).nullish().transform((v) => v ?? undefined),
  wedding: group({
    date: optText,
    time: optText,
    startTime: optText,
    endTime: optText,
    timeZone: optText,
    place: z
      .object({ name: optText, translations: translations(['name'] as const) })
      .nullish()
      .transform((v) => v ?? undefined),
    venue: venue.nullish().transform((v) => v ?? undefined),
    reception: z.object({ time: optText, venue: optText }).nullish().transform((v) => v ?? undefined),
    schedule: z
      .object({ ceremony: optText, speeches: optText, lunch: optText })
      .nullish()
      .transform((v) => v ?? undefined),
    // Checked beyond their shape by weddingInfoProblems (ids, times, order).
    parts: z
      .array(
        z.object({
          id: optText.transform((v) => v ?? ''),
          name: optText,
          start: optText.transform((v) => v ?? ''),
          end: optText,
          venue: venue.nullish().transform((v) => v ?? undefined),
          translations: translations(['name'] as const),
        }),
      )
      .nullish()
      .transform((v) => (v && v.length > 0 ? v : undefined)),
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

/** The wedding info, or a ContentError naming every field that is missing its shape or format. */
export function parseWeddingInfo(row: unknown): WeddingInfo {
  // The table may name the love-story group in snake case.
  const r = row as Record<string, unknown> | null;
  const input = r && typeof r === 'object' && !('loveStory' in r) && 'love_story' in r ? { ...r, loveStory: r.love_story } : r;
  const parsed = weddingInfoSchema.safeParse(input);
  if (!parsed.success) throw new ContentError(parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'the row', message: i.message })));
  const info = compact(parsed.data) as WeddingInfo;
  const problems = weddingInfoProblems(info);
  if (problems.length > 0) throw new ContentError(problems);
  return info;
}

/** The ids of a guest's parts of the day, as stored (a list) or written in one cell ('ceremony lunch'). */
export const splitPartIds = (cell: string) => [...new Set(cell.toLowerCase().split(/[\s,;|+]+/).filter(Boolean))];
const invitedTo = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((v) => splitPartIds(typeof v === 'string' ? v : (v ?? []).join(' ')));

/**
 * The part ids a guest may be invited to, from a stored wedding info (null: none yet, and the site shows
 * its sample day, the specification's three parts); `listed` when the couple lists their own. Throws
 * the ContentError of wedding info the site refuses.
 */
export function storedPartIds(row: unknown): { ids: string[]; listed: boolean } {
  const info = row === null || row === undefined ? null : parseWeddingInfo(row);
  return { ids: partIds(info ?? { wedding: {} }), listed: Boolean(info?.wedding.parts?.length) };
}

const guestSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: text.min(1),
  personal_message: optText.transform((v) => v ?? null),
  photo_dir: optText.transform((v) => v ?? null),
  language: languageTag.transform((v) => v ?? null),
  invited_to: invitedTo,
});

export const parseGuest = (row: unknown): Guest => guestSchema.parse(row);

const timelineSchema = z.object({
  year: z.coerce.number().int(),
  title: text,
  description: z.string().nullish().transform((v) => v ?? ''),
  details: optText.transform((v) => v ?? null),
  photo_path: optText.transform((v) => v ?? null),
  translations: translations(['title', 'description', 'details'] as const),
});

export type TimelineRow = Omit<TimelineEntry, 'photo'>;
export const parseTimeline = (rows: unknown): TimelineRow[] => z.array(timelineSchema).parse(rows);

const galleryRowSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  storage_path: text.min(1),
  alt_text: z.string().nullish().transform((v) => v ?? ''),
  order_index: z.coerce.number(),
  name: optText.transform((v) => v ?? null),
  translations: translations(['alt_text'] as const),
});

export type GalleryRow = Omit<GalleryPhoto, 'url' | 'photo_url'>;
export const parseGallery = (rows: unknown): GalleryRow[] => z.array(galleryRowSchema).parse(rows);
