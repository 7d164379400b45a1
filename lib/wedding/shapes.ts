import { z } from 'zod';
import { canonicalTag } from './languages';

const text = z.string().trim();
const optText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? undefined : String(v).trim()))
  .optional();

const optNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .refine((v) => v === null || v === undefined || String(v).trim() === '' || Number.isFinite(Number(v)), { error: 'is not a number' })
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? undefined : Number(v)))
  .optional();

const maybe = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .transform((v) => v ?? undefined)
    .optional();

const group = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object(shape)
    .nullish()
    .transform((v) => v ?? ({} as z.output<z.ZodObject<T>>));

const degrees = z.coerce.number({ error: 'is not a number of degrees (such as 41.1408): give both the latitude and the longitude, or neither' });

export const venueShape = z.object({
  name: optText,
  address: optText,
  coordinates: maybe(z.object({ lat: degrees, lng: degrees })),
});

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
    })
    .optional();

const languageTag = optText.transform((v) => canonicalTag(v) ?? undefined);

// Checked beyond its shape by weddingInfoProblems (ids, times, order).
export const dayPartShape = z.object({
  id: optText.transform((v) => v ?? ''),
  name: optText,
  start: optText.transform((v) => v ?? ''),
  end: optText,
  venue: maybe(venueShape),
  translations: translations(['name'] as const),
});

export const weddingInfoShape = z.object({
  language: languageTag.optional(),
  couple: group({ name1: optText, name2: optText, fullNames: optText, bride: optText, groom: optText }),
  // day: the photos of the wedding day the couple chose, shown once a guest's day has ended (gallery/day/…).
  photos: group({ hero: optText, gallery: maybe(z.array(z.string())), day: maybe(z.array(z.string())) }),
  loveStory: maybe(z.object({ title: optText })),
  wedding: group({
    date: optText,
    time: optText,
    startTime: optText,
    endTime: optText,
    timeZone: optText,
    place: maybe(z.object({ name: optText, translations: translations(['name'] as const) })),
    venue: maybe(venueShape),
    reception: maybe(z.object({ time: optText, venue: optText })),
    schedule: maybe(z.object({ ceremony: optText, speeches: optText, lunch: optText })),
    thanks: maybe(z.object({ note: optText, translations: translations(['note'] as const) })),
    // true: the invitation stays as it is on the day and after it (no Now and Next, no thank-you).
    staysAnInvitation: maybe(z.boolean()),
    parts: z
      .array(dayPartShape)
      .nullish()
      .transform((v) => (v && v.length > 0 ? v : undefined))
      .optional(),
  }),
  rsvp: group({ deadline: optText, email: optText, phone: optText }),
  weather: maybe(z.object({ highC: optNumber, lowC: optNumber, precipitationPercent: optNumber, uvIndex: optText })),
});

export const splitPartIds = (cell: string) => [...new Set(cell.toLowerCase().split(/[\s,;|+]+/).filter(Boolean))];
const invitedTo = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((v) => splitPartIds(typeof v === 'string' ? v : (v ?? []).join(' ')));

export const guestShape = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: text.min(1),
  personal_message: optText.transform((v) => v ?? null),
  photo_dir: optText.transform((v) => v ?? null),
  language: languageTag.transform((v) => v ?? null),
  invited_to: invitedTo,
});

export const timelineRowShape = z.object({
  year: z.coerce.number().int(),
  title: text,
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  details: optText.transform((v) => v ?? null),
  photo_path: optText.transform((v) => v ?? null),
  translations: translations(['title', 'description', 'details'] as const),
});

export const galleryRowShape = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  storage_path: text.min(1),
  alt_text: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  order_index: z.coerce.number(),
  name: optText.transform((v) => v ?? null),
  translations: translations(['alt_text'] as const),
});
