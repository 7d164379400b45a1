import {
  galleryRows,
  guestRows,
  loveStoryRows,
  weddingInfoRow,
  type GalleryRow,
  type GuestRow,
  type LoveStoryRow,
  type WeddingInfoRow,
} from '../seed/seed-rows';
import type { UploadRow, UploadSettingsRow } from '../guest-uploads/upload-state';
import { idOf, type Entry, type MessageRow, type OpensRow, type ReplyRow, type State } from './state';
import { weddingJson, type Leaf } from './wedding-leaves';

const valuesOf = (e: Entry): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [name, f] of e.fields) {
    const value: unknown = JSON.parse(f.value);
    const t = /^translations\.([^.]+)\.(.+)$/.exec(name);
    if (t) {
      const translations = (out.translations ??= {}) as Record<string, Record<string, unknown>>;
      (translations[t[1] as string] ??= {})[t[2] as string] = value;
    } else out[name] = value;
  }
  return out;
};

const leaves = (e: Entry): Leaf[] => [...e.fields].map(([path, f]) => [path, JSON.parse(f.value) as unknown]);

export function weddingRowOf(state: State): WeddingInfoRow | null {
  const main = [...state.values()].find((e) => e.kind === 'wedding');
  const parts = [...state.values()].filter((e) => e.kind === 'part');
  if (!main && parts.length === 0) return null;
  return weddingInfoRow(weddingJson(main ? leaves(main) : [], parts.map(leaves)));
}

export const guestRowOf = (e: Entry): GuestRow => guestRows([{ id: idOf(e.key), ...valuesOf(e) }])[0] as GuestRow;
export const storyRowOf = (e: Entry): LoveStoryRow => loveStoryRows([valuesOf(e)])[0] as LoveStoryRow;
export const galleryRowOf = (e: Entry): GalleryRow => galleryRows([{ id: '0', alt_text: '', ...valuesOf(e) }])[0] as GalleryRow;
export const opensRowOf = (e: Entry): OpensRow => valuesOf(e) as unknown as OpensRow;
export const replyRowOf = (e: Entry): ReplyRow => ({ note: '', ...valuesOf(e) }) as unknown as ReplyRow;
export const messageRowOf = (e: Entry): MessageRow => valuesOf(e) as unknown as MessageRow;

const NULLABLE_UPLOAD = ['guest_id', 'width', 'height', 'seconds', 'approved_at', 'approved_by', 'stored_at', 'removed_at'] as const;
export const uploadRowOf = (e: Entry): UploadRow => ({ ...Object.fromEntries(NULLABLE_UPLOAD.map((k) => [k, null])), id: idOf(e.key), ...valuesOf(e) }) as unknown as UploadRow;
export const uploadSettingsRowOf = (e: Entry): UploadSettingsRow => ({ closes_on: null, ...valuesOf(e) }) as unknown as UploadSettingsRow;
