import 'server-only';
import { createHash } from 'node:crypto';
import { weddingChanges, weddingFromForm, weddingProblems, type WeddingErrors } from './wedding-edit';
import { PLACE_TRANSLATION, SIMPLE_FIELDS } from './wedding-fields';
import { describeError } from '@/lib/couple/project';
import { isGalleryFallbackFile } from '@/lib/wedding/media';
import { FOLDERS } from '@/lib/site/routes';
import type { DeskPlace } from './desk-place';
import { labelledChanges, type HeroChoice, type LabelledChange } from './wedding-form-model';

type Json = Record<string, unknown>;


const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const fileName = (p: string) => p.slice(p.lastIndexOf('/') + 1);
const isGalleryPhoto = (p: string) => p.startsWith(`${FOLDERS.gallery}/`) && isGalleryFallbackFile(fileName(p));

export async function weddingPhotos(place: DeskPlace): Promise<{ list: HeroChoice[]; problem?: string }> {
  try {
    const listed = (await place.lists.read('gallery')).map((e) => ({ path: text(e.storage_path), caption: text(e.alt_text) || text(e.name) }));
    const photos = listed.length ? listed : (await place.sharedFiles()).map((path) => ({ path, caption: '' }));
    return { list: photos.filter((p) => isGalleryPhoto(p.path)).map((p) => ({ path: p.path, caption: p.caption || fileName(p.path) })) };
  } catch (e) {
    return { list: [], problem: `The gallery's photos could not be listed: ${describeError(e)}` };
  }
}

const PART_FIELD = /^wedding\.parts\[\d{1,2}\]\.(id|name|start|end|venue\.(name|address|coordinates\.(lat|lng))|translations\.[A-Za-z0-9_-]{1,35}\.name)$/;
export const isWeddingField = (key: string) => SIMPLE_FIELDS.includes(key) || PLACE_TRANSLATION.test(key) || PART_FIELD.test(key);

export function weddingFormSent(form: FormData): { sent: URLSearchParams; values: Record<string, string> } | null {
  const count = Number(form.get('parts.count'));
  if (!Number.isInteger(count) || count < 0 || count > 50) return null;
  const sent = new URLSearchParams({ 'parts.count': String(count) });
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (!isWeddingField(key) || typeof value !== 'string') continue;
    sent.set(key, value.slice(0, 500));
    values[key] = value.slice(0, 500);
  }
  return { sent, values };
}

export interface WeddingPlan {
  next: Json;
  errors: WeddingErrors;
  changes: LabelledChange[];
  basis: string;
}

export async function planWedding(place: DeskPlace, form: URLSearchParams): Promise<WeddingPlan> {
  const [current, photos] = await Promise.all([place.readWedding(), weddingPhotos(place)]);
  const next = weddingFromForm(current, form);
  const errors = await weddingProblems(next, place.media);
  const captions = new Map(photos.list.map((p) => [p.path, p.caption]));
  return { next, errors, changes: labelledChanges(weddingChanges(current, next), current, next, captions), basis: createHash('sha256').update(JSON.stringify([current, form.toString()])).digest('base64url').slice(0, 22) };
}

