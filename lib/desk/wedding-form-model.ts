import { shown, valueAt, type Change } from './wedding-edit';
import { LABELS, PART_FIELDS, SECTIONS, translationTags } from './wedding-fields';
import { canonicalTag, direction, languageName } from '@/lib/wedding/languages';
import type { DeskState } from './desk-state';
import { weddingLanguages } from './desk-languages';

type Json = Record<string, unknown>;

export interface FormField {
  name: string;
  label: string;
  value: string;
  type: 'text' | 'email' | 'date' | 'time' | 'textarea';
  decimal?: boolean;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

export interface FieldGroup {
  legend: string;
  fields: FormField[];
  translations?: { summary: string; fields: FormField[] };
  folded?: { summary: string; open: boolean };
  note?: string;
}

export interface HeroChoice {
  path: string;
  caption: string;
}

export interface WeddingFormModel {
  groups: FieldGroup[];
  partsCount: number;
  language: { value: string; options: { tag: string; name: string }[] };
  hero: { value: string; options: HeroChoice[] };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE_FIELDS = new Set(['wedding.date', 'rsvp.deadline']);
const TIME_FIELDS = new Set(['wedding.startTime', 'wedding.endTime', 'start', 'end']);

// A date or time picker only over a value it can show: one it cannot would come back empty and clear the field.
function typeOf(field: string, value: string): FormField['type'] {
  if (field === 'rsvp.email') return 'email';
  if (field === 'wedding.thanks.note') return 'textarea';
  if (DATE_FIELDS.has(field) && (value === '' || DATE.test(value))) return 'date';
  if (TIME_FIELDS.has(field) && (value === '' || TIME.test(value))) return 'time';
  return 'text';
}

// A picker shows the format itself: its label keeps only what the format does not say.
const withoutFormat = (label: string) => label.replace(/ \((yyyy-mm-dd|HH:MM)\)/, '').replace('HH:MM; ', '');

function fieldOf(json: unknown, field: string, prefix = ''): FormField {
  const value = shown(valueAt(json, field));
  const type = typeOf(field, value);
  const label = LABELS[field] ?? field;
  return { name: prefix + field, label: type === 'date' || type === 'time' ? withoutFormat(label) : label, value, type, decimal: /coordinates|weather\.(high|low|precip)/.test(field) };
}

function translations(owner: unknown, prefix: string, what: string, languages: readonly string[], key: 'name' | 'note' = 'name'): FieldGroup['translations'] {
  const given = valueAt(owner, 'translations');
  const tags = translationTags(given, languages);
  const fields = tags.map((t) => {
    const lang = canonicalTag(t) ?? undefined;
    const label = `${key === 'name' ? 'Name' : 'The note'} in ${languageName(t)}`;
    return { name: `${prefix}translations.${t}.${key}`, label, value: shown(valueAt(given, `${t}.${key}`)), type: key === 'note' ? ('textarea' as const) : ('text' as const), lang, dir: lang ? direction(lang) : undefined };
  });
  const given_ = fields.filter((f) => f.value.trim()).length;
  return { summary: `${what} in other languages (${given_} of ${fields.length} given)`, fields };
}

const partsOf = (json: Json): Json[] => {
  const listed = valueAt(json, 'wedding.parts');
  return Array.isArray(listed) ? (listed as Json[]) : [];
};

export function weddingFormModel(json: Json, languages: readonly string[], photos: readonly HeroChoice[]): WeddingFormModel {
  const all = (fields: readonly string[]) => fields.map((f) => fieldOf(json, f));
  const parts = partsOf(json);
  const partGroups = [...parts, {}].map((part, i): FieldGroup => {
    const prefix = `wedding.parts[${i}].`;
    const isNew = i === parts.length;
    return {
      legend: isNew ? 'A new part (leave empty for none)' : shown(part?.name) || shown(part?.id) || `Part ${i + 1}`,
      fields: PART_FIELDS.map((f) => fieldOf(part, f, prefix)),
      translations: translations(part, prefix, 'Its name', languages),
      note: isNew ? undefined : 'To remove this part, empty its id and name.',
    };
  });
  const language = shown(json.language);
  const hero = shown(valueAt(json, 'photos.hero'));
  return {
    groups: [
      { legend: 'The couple', fields: all(SECTIONS.couple.filter((f) => f !== 'photos.hero')) },
      { legend: 'The day', fields: all(SECTIONS.day), translations: translations(valueAt(json, 'wedding.place'), 'wedding.place.', 'The place', languages) },
      { legend: 'The venue', fields: all(SECTIONS.venue) },
      ...partGroups,
      { legend: 'Replies', fields: all(SECTIONS.rsvp) },
      {
        legend: 'After the day',
        fields: all(SECTIONS.thanks),
        translations: translations(valueAt(json, 'wedding.thanks'), 'wedding.thanks.', 'The note', languages, 'note'),
        note: "Once a guest's last part of the day has ended, their invitation says thank you with this note and shows the day's photos you choose in Story & gallery.",
      },
      { legend: 'Weather (usual for the day)', fields: all(SECTIONS.weather) },
      {
        legend: 'Older fields, read only where the ones above are empty',
        fields: all(SECTIONS.older),
        folded: { summary: 'Older fields (the schedule, bride and groom, the start)', open: SECTIONS.older.some((f) => shown(valueAt(json, f)).trim()) },
      },
    ],
    partsCount: parts.length + 1,
    language: { value: language, options: weddingLanguages(language) },
    hero: { value: hero, options: hero && !photos.some((p) => p.path === hero) ? [{ path: hero, caption: 'The photo chosen now (not in the gallery)' }, ...photos] : [...photos] },
  };
}

const short = (label: string) => label.replace(/\s*\(.*\)$/, '');
const GROUP_OF: [readonly string[], string][] = [
  [[...SECTIONS.couple, 'language'], 'The couple'],
  [SECTIONS.day, 'The day'],
  [SECTIONS.venue, 'The venue'],
  [SECTIONS.rsvp, 'Replies'],
  [SECTIONS.thanks, 'After the day'],
  [SECTIONS.weather, 'Weather'],
  [SECTIONS.older, 'Older fields'],
];
const PART = /^wedding\.parts\[(\d+)\]\.(.+)$/;
const TRANSLATION = /^(?:(.*)\.)?translations\.([^.]+)\.name$/;

export function changeLabel(field: string, before: Json | null, after: Json): string {
  const part = PART.exec(field);
  if (part) {
    const i = Number(part[1]);
    const named = (j: Json | null) => partsOf(j ?? {})[i];
    const name = shown(named(before)?.name) || shown(named(after)?.name) || `Part ${i + 1}`;
    const rest = part[2] as string;
    const tag = TRANSLATION.exec(rest)?.[2];
    return `${name}: ${tag ? `name in ${languageName(tag)}` : rest === 'venue.coordinates' ? "its venue's coordinates" : short(LABELS[rest] ?? rest)}`;
  }
  if (field === 'language') return "The couple: the site's language for guests without one";
  if (field === 'photos.hero') return "The couple: the greeting's photo";
  if (field === 'wedding.venue.coordinates') return "The venue: its coordinates";
  const place = TRANSLATION.exec(field);
  if (place && place[1] === 'wedding.place') return `The day: the place's name in ${languageName(place[2] as string)}`;
  const note = /^wedding\.thanks\.translations\.([^.]+)\.note$/.exec(field);
  if (note) return `After the day: the note in ${languageName(note[1] as string)}`;
  const group = GROUP_OF.find(([fields]) => fields.includes(field))?.[1];
  return group && LABELS[field] ? `${group}: ${short(LABELS[field])}` : field;
}

export interface LabelledChange {
  label: string;
  before: string;
  after: string;
}

function valueShown(field: string, value: string, captions: ReadonlyMap<string, string>): string {
  if (!value) return value;
  if (field === 'language') return languageName(value);
  return field === 'photos.hero' ? (captions.get(value) ?? value.slice(value.lastIndexOf('/') + 1)) : value;
}

export const labelledChanges = (changes: Change[], before: Json | null, after: Json, captions: ReadonlyMap<string, string> = new Map()): LabelledChange[] =>
  changes.map((c) => ({ label: changeLabel(c.field, before, after), before: valueShown(c.field, c.before, captions), after: valueShown(c.field, c.after, captions) }));

export type WeddingState = DeskState<Record<string, string>, { preview: LabelledChange[]; basis: string }>;
