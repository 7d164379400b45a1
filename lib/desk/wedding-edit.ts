import { parseWeddingInfo } from '@/lib/data/schemas';
import { ContentError } from '@/lib/wedding/wedding-checks';
import { isObject, setAt } from '@/lib/couple/changes/wedding-leaves';
import { photoFacts } from '@/lib/couple/content-check/content-facts';
import type { MediaListing } from '@/lib/couple/content-check/media-listing';
import { photoPathFindings } from '@/lib/couple/content-check/photo-paths';
import { isNumberField, PART_FIELDS, PLACE_TRANSLATION, SIMPLE_FIELDS, THANKS_TRANSLATION, TRANSLATED_NAME } from './wedding-fields';

type Json = Record<string, unknown>;
export type WeddingErrors = Record<string, string[]>;

const clone = (v: Json): Json => JSON.parse(JSON.stringify(v)) as Json;
export const shown = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function valueAt(obj: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((o, k) => (isObject(o) ? o[k] : undefined), obj);
}

// Only what the emptied field leaves empty goes: an empty group the file had stays.
function clearAt(obj: Json, dotted: string) {
  const keys = dotted.split('.');
  const trail: Json[] = [obj];
  for (const k of keys.slice(0, -1)) {
    const next = trail[trail.length - 1]![k];
    if (!isObject(next)) return;
    trail.push(next);
  }
  delete trail[trail.length - 1]![keys[keys.length - 1] as string];
  for (let i = trail.length - 1; i > 0 && Object.keys(trail[i]!).length === 0; i--) delete trail[i - 1]![keys[i - 1] as string];
}

// A field sent as the form showed it keeps the file's own value (a number stays a number, "23" stays "23").
function applyField(target: Json, original: unknown, field: string, raw: string) {
  if (raw === shown(valueAt(original, field))) return;
  const text = raw.trim();
  if (text === '') return clearAt(target, field);
  setAt(target, field, isNumberField(field) && Number.isFinite(Number(text)) ? Number(text) : text);
}

export function weddingFromForm(current: Json | null, form: URLSearchParams): Json {
  const next = clone(current ?? {});
  for (const [field, raw] of form) {
    if (SIMPLE_FIELDS.includes(field) || PLACE_TRANSLATION.test(field) || THANKS_TRANSLATION.test(field)) applyField(next, current, field, raw);
  }
  if (!form.has('parts.count')) return next;
  const listed = valueAt(current, 'wedding.parts');
  const before = Array.isArray(listed) ? listed : [];
  const parts: unknown[] = [];
  for (let i = 0; i < Number(form.get('parts.count')); i++) {
    const original: unknown = before[i];
    if (original !== undefined && !isObject(original)) {
      parts.push(original);
      continue;
    }
    const part = clone(original ?? {});
    const prefix = `wedding.parts[${i}].`;
    for (const [key, raw] of form) {
      const field = key.slice(prefix.length);
      if (key.startsWith(prefix) && ((PART_FIELDS as readonly string[]).includes(field) || TRANSLATED_NAME.test(field))) applyField(part, original, field, raw);
    }
    if (part.id !== undefined || part.name !== undefined) parts.push(part);
  }
  parts.push(...before.slice(Number(form.get('parts.count'))));
  if (parts.length > 0) setAt(next, 'wedding.parts', parts);
  else if (before.length > 0) clearAt(next, 'wedding.parts');
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
    for (const f of await photoPathFindings({ ...facts, story: [], gallery: [] }, media)) if (f.level === 'fail') add(f.title.includes(facts.hero.where) ? 'photos.hero' : 'form', `${f.title}. ${f.fix ?? ''}`.trim());
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
