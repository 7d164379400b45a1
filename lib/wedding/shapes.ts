import * as z from './zod';
import { canonicalTag } from './languages';

/** `then` runs after `schema` has passed (zod's transform). */
const then = <T extends z.ZodMiniType, R>(schema: T, fn: (value: z.output<T>) => R) => z.pipe(schema, z.transform(fn));

const text = z.string().check(z.trim());
const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
const optText = z.optional(then(z.nullish(z.union([z.string(), z.number()])), (v) => (blank(v) ? undefined : String(v).trim())));

const optNumber = z.optional(
  then(
    z.nullish(z.union([z.number(), z.string()])).check(z.refine((v) => blank(v) || Number.isFinite(Number(v)), { error: 'is not a number' })),
    (v) => (blank(v) ? undefined : Number(v)),
  ),
);

const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(then(z.nullish(schema), (v) => v ?? undefined));

const group = <T extends z.core.$ZodShape>(shape: T) =>
  then(z.nullish(z.object(shape)), (v) => v ?? ({} as z.output<z.ZodMiniObject<T>>));

const degrees = z.coerce.number({ error: 'is not a number of degrees (such as 41.1408): give both the latitude and the longitude, or neither' });

export const venueShape = z.object({
  name: optText,
  address: optText,
  coordinates: maybe(z.object({ lat: degrees, lng: degrees })),
});

const translations = <K extends string>(fields: readonly K[]) =>
  z.optional(
    then(z.optional(z.unknown()), (value): Record<string, Partial<Record<K, string>>> | undefined => {
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
    }),
  );

const languageTag = then(optText, (v) => canonicalTag(v) ?? undefined);

// Checked beyond its shape by weddingInfoProblems (ids, times, order).
export const dayPartShape = z.object({
  id: then(optText, (v) => v ?? ''),
  name: optText,
  start: then(optText, (v) => v ?? ''),
  end: optText,
  venue: maybe(venueShape),
  translations: translations(['name'] as const),
});

export const weddingInfoShape = z.object({
  language: z.optional(languageTag),
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
    parts: z.optional(then(z.nullish(z.array(dayPartShape)), (v) => (v && v.length > 0 ? v : undefined))),
  }),
  rsvp: group({ deadline: optText, email: optText, phone: optText }),
  weather: maybe(z.object({ highC: optNumber, lowC: optNumber, precipitationPercent: optNumber, uvIndex: optText })),
});

export const splitPartIds = (cell: string) => [...new Set(cell.toLowerCase().split(/[\s,;|+]+/).filter(Boolean))];
const invitedTo = then(z.nullish(z.union([z.array(z.string()), z.string()])), (v) =>
  splitPartIds(typeof v === 'string' ? v : (v ?? []).join(' ')),
);

export const idText = then(z.union([z.string(), z.number()]), String);
const orNull = <T extends z.ZodMiniType>(schema: T) => then(schema, (v) => v ?? null);
const orEmpty = then(z.nullish(z.string()), (v) => v ?? '');

export const guestShape = z.object({
  id: idText,
  name: text.check(z.minLength(1)),
  personal_message: orNull(optText),
  photo_dir: orNull(optText),
  language: orNull(languageTag),
  invited_to: invitedTo,
});

export const timelineRowShape = z.object({
  year: z.coerce.number().check(z.int()),
  title: text,
  description: orEmpty,
  details: orNull(optText),
  photo_path: orNull(optText),
  translations: translations(['title', 'description', 'details'] as const),
});

export const galleryRowShape = z.object({
  id: idText,
  storage_path: text.check(z.minLength(1)),
  alt_text: orEmpty,
  order_index: z.coerce.number(),
  name: orNull(optText),
  translations: translations(['alt_text'] as const),
});
