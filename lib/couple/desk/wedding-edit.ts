import { parseWeddingInfo } from '@/lib/data/schemas';
import { ContentError } from '@/lib/wedding/wedding-checks';
import { photoFacts } from '../content-check/content-facts';
import type { MediaListing } from '../content-check/media-listing';
import { photoPathFindings } from '../content-check/photo-paths';

// Form names are the fields' own, so each problem the seed's checks name lands beside its field.

type Json = Record<string, unknown>;
export type WeddingErrors = Record<string, string[]>;

export const SIMPLE_FIELDS = [
  'couple.name1', 'couple.name2', 'couple.fullNames', 'language',
  'wedding.date', 'wedding.startTime', 'wedding.endTime', 'wedding.timeZone', 'wedding.place.name',
  'wedding.venue.name', 'wedding.venue.address',
  'rsvp.deadline', 'rsvp.email', 'rsvp.phone',
  'weather.highC', 'weather.lowC', 'weather.precipitationPercent', 'weather.uvIndex',
] as const;
export const PART_FIELDS = ['id', 'name', 'start', 'end', 'venue.name', 'venue.address'] as const;
const NUMBERS = new Set(['weather.highC', 'weather.lowC', 'weather.precipitationPercent']);

const clone = (v: Json): Json => JSON.parse(JSON.stringify(v)) as Json;

export function valueAt(obj: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Json)[k] : undefined), obj);
}

function setAt(obj: Json, dotted: string, value: unknown) {
  const keys = dotted.split('.');
  let o = obj;
  for (const k of keys.slice(0, -1)) {
    if (!o[k] || typeof o[k] !== 'object') o[k] = {};
    o = o[k] as Json;
  }
  const last = keys[keys.length - 1] as string;
  if (value === undefined) delete o[last];
  else o[last] = value;
}

function prune(obj: Json) {
  for (const [k, v] of Object.entries(obj)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      prune(v as Json);
      if (Object.keys(v).length === 0) delete obj[k];
    }
  }
}

const asValue = (field: string, raw: string | null): unknown => {
  const text = (raw ?? '').trim();
  if (text === '') return undefined;
  return NUMBERS.has(field) && Number.isFinite(Number(text)) ? Number(text) : text;
};

export function weddingFromForm(current: Json | null, form: URLSearchParams): Json {
  const next = clone(current ?? {});
  // A field the form did not send stays as it is; one sent empty is cleared.
  for (const field of SIMPLE_FIELDS) if (form.has(field)) setAt(next, field, asValue(field, form.get(field)));
  const before = ((valueAt(current, 'wedding.parts') as Json[] | undefined) ?? []).map(clone);
  if (!form.has('parts.count')) {
    prune(next);
    return next;
  }
  const count = Number(form.get('parts.count'));
  const parts: Json[] = [];
  for (let i = 0; i < count; i++) {
    const part = before[i] ?? {};
    for (const f of PART_FIELDS) if (form.has(`wedding.parts[${i}].${f}`)) setAt(part, f, asValue(f, form.get(`wedding.parts[${i}].${f}`)));
    prune(part);
    if (part.id !== undefined || part.name !== undefined) parts.push(part);
  }
  setAt(next, 'wedding.parts', parts.length ? parts : undefined);
  prune(next);
  return next;
}

const formField = (field: string) => field.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

export async function weddingProblems(json: Json, media: MediaListing | null): Promise<WeddingErrors> {
  const errors: WeddingErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  try {
    parseWeddingInfo(json);
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    for (const p of e.problems) add(formField(p.field), p.message);
  }
  if (media) {
    const facts = photoFacts({ wedding: json, story: [], gallery: [] }, { wedding: 'wedding', story: 'love story', gallery: 'gallery' });
    for (const f of await photoPathFindings({ ...facts, story: [], gallery: [] }, media)) if (f.level === 'fail') add('form', `${f.title}. ${f.fix ?? ''}`.trim());
  }
  return errors;
}

export interface Change {
  field: string;
  before: string;
  after: string;
}

function leaves(v: unknown, prefix: string, out: Map<string, string>) {
  if (v && typeof v === 'object') {
    for (const [k, child] of Object.entries(v)) leaves(child, Array.isArray(v) ? `${prefix}[${k}]` : prefix ? `${prefix}.${k}` : k, out);
  } else if (v !== undefined && v !== null) {
    out.set(prefix, String(v));
  }
  return out;
}

export function weddingChanges(before: Json | null, after: Json): Change[] {
  const a = leaves(before ?? {}, '', new Map());
  const b = leaves(after, '', new Map());
  return [...new Set([...a.keys(), ...b.keys()])]
    .filter((k) => a.get(k) !== b.get(k))
    .map((field) => ({ field, before: a.get(field) ?? '', after: b.get(field) ?? '' }));
}
