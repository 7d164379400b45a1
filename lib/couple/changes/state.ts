import type { GalleryRow, GuestRow, LoveStoryRow, WeddingInfoRow } from '../seed/seed-rows';
import type { UploadRow, UploadSettingsRow } from '../guest-uploads/upload-state';
import { fieldLabel, partName, weddingLeaves } from './wedding-leaves';

// Every value in one canonical spelling, so two homes of the wedding compare field by field.

export type EntryKind = 'wedding' | 'part' | 'story' | 'gallery' | 'guest' | 'opens' | 'reply' | 'message' | 'upload' | 'upload-settings' | 'photo';

export interface Field {
  label: string;
  value: string;
}

export interface Entry {
  key: string;
  kind: EntryKind;
  label: string;
  fields: Map<string, Field>;
}

export type State = Map<string, Entry>;

export interface OpensRow {
  guest_id: string;
  first_opened_at: string;
  last_opened_at: string;
  opening_days: number;
}

export interface ReplyRow {
  guest_id: string;
  coming: boolean;
  people: number;
  note: string;
  updated_at: string;
}

export interface MessageRow {
  language: string;
  invite_subject: string;
  invite_body: string;
  remind_subject: string;
  remind_body: string;
  card: string;
  updated_at: string;
}

export interface StateSource {
  weddingInfo: WeddingInfoRow | null;
  guests: GuestRow[];
  loveStory: LoveStoryRow[];
  gallery: GalleryRow[];
  opens?: OpensRow[];
  replies?: ReplyRow[];
  messages?: MessageRow[];
  uploads?: UploadRow[];
  uploadSettings?: UploadSettingsRow | null;
  photos: Map<string, string>;
}

function sortedKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortedKeys);
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, sortedKeys(o[k])]),
  );
}

export function canonical(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : JSON.stringify(sortedKeys(value));
}

export const storyKey = (r: { year: number; title: string }) => `story:${r.year}\u0000${r.title}`;
export const galleryKey = (r: { storage_path: string }) => `gallery:${r.storage_path}`;
export const guestKey = (id: string) => `guest:${id.toLowerCase()}`;
const opensKey = (guestId: string) => `opens:${guestId.toLowerCase()}`;
const replyKey = (guestId: string) => `reply:${guestId.toLowerCase()}`;
const messageKey = (language: string) => `message:${language}`;
export const photoKey = (path: string) => `photo:${path}`;
export const uploadKey = (id: string) => `upload:${id.toLowerCase()}`;
const UPLOAD_SETTINGS_KEY = 'upload-settings';
const partKey = (id: string) => `part:${id}`;
const WEDDING_KEY = 'wedding';

export const idOf = (key: string) => key.slice(key.indexOf(':') + 1);

function entry(key: string, kind: EntryKind, label: string, values: [string, string, unknown][]): Entry {
  const fields = new Map<string, Field>();
  for (const [name, fieldName, value] of values) {
    const v = canonical(value);
    if (v !== undefined) fields.set(name, { label: fieldName, value: v });
  }
  return { key, kind, label, fields };
}

function withTranslations(
  columns: [string, string, unknown][],
  translations: object | null,
  names: Record<string, string>,
): [string, string, unknown][] {
  const out = [...columns];
  for (const [tag, texts] of Object.entries(translations ?? {})) {
    for (const [name, text] of Object.entries(texts as Record<string, unknown>))
      out.push([`translations.${tag}.${name}`, `${names[name] ?? name} (${tag})`, text]);
  }
  return out;
}

export function stateOf(source: StateSource): State {
  const state: State = new Map();
  const put = (e: Entry) => state.set(e.key, e);
  if (source.weddingInfo) {
    const { main, parts } = weddingLeaves(source.weddingInfo);
    put(
      entry(
        WEDDING_KEY,
        'wedding',
        "The wedding's details",
        main.map(([path, value]) => [path, fieldLabel(path), value]),
      ),
    );
    for (const part of parts) {
      put(
        entry(
          partKey(part.id),
          'part',
          partName(part),
          part.leaves.map(([path, value]) => [path, fieldLabel(path, true), value]),
        ),
      );
    }
  }
  for (const g of source.guests) {
    put(
      entry(guestKey(g.id), 'guest', `Guest ${g.name}`, [
        ['name', 'name', g.name],
        ['personal_message', 'personal message', g.personal_message],
        ['photo_dir', 'photo folder', g.photo_dir],
        ['language', 'language', g.language],
        ['invited_to', 'parts of the day', g.invited_to.length ? [...g.invited_to].sort() : null],
      ]),
    );
  }
  const story = { title: 'title', description: 'text', details: 'detail' };
  for (const r of source.loveStory) {
    const columns: [string, string, unknown][] = [
      ['description', 'text', r.description || null],
      ['details', 'detail', r.details],
      ['photo_path', 'photo', r.photo_path],
    ];
    put(
      entry(storyKey(r), 'story', `Story ${r.year} "${r.title}"`, [
        ['year', 'year', r.year],
        ['title', 'title', r.title],
        ...withTranslations(columns, r.translations, story),
      ]),
    );
  }
  for (const r of source.gallery) {
    const columns: [string, string, unknown][] = [
      ['alt_text', 'caption', r.alt_text || null],
      ['order_index', 'place in the gallery', r.order_index],
      ['name', 'name', r.name],
    ];
    put(
      entry(galleryKey(r), 'gallery', `Gallery photo ${r.storage_path}`, [
        ['storage_path', 'path', r.storage_path],
        ...withTranslations(columns, r.translations, { alt_text: 'caption' }),
      ]),
    );
  }
  const names = new Map(source.guests.map((g) => [g.id.toLowerCase(), g.name]));
  for (const o of source.opens ?? []) {
    put(
      entry(opensKey(o.guest_id), 'opens', `Opens of ${names.get(o.guest_id.toLowerCase()) ?? 'a guest'}`, [
        ['guest_id', 'guest', o.guest_id.toLowerCase()],
        ['first_opened_at', 'first opened', o.first_opened_at],
        ['last_opened_at', 'last opened', o.last_opened_at],
        ['opening_days', 'days opened', o.opening_days],
      ]),
    );
  }
  for (const r of source.replies ?? []) {
    put(
      entry(replyKey(r.guest_id), 'reply', `Reply of ${names.get(r.guest_id.toLowerCase()) ?? 'a guest'}`, [
        ['guest_id', 'guest', r.guest_id.toLowerCase()],
        ['coming', 'coming', r.coming],
        ['people', 'how many', r.people],
        ['note', 'note', r.note || null],
        ['updated_at', 'recorded', r.updated_at],
      ]),
    );
  }
  for (const m of source.messages ?? []) {
    put(
      entry(messageKey(m.language), 'message', `Messages in ${m.language}`, [
        ['language', 'language', m.language],
        ['invite_subject', 'invitation subject', m.invite_subject],
        ['invite_body', 'invitation', m.invite_body],
        ['remind_subject', 'reminder subject', m.remind_subject],
        ['remind_body', 'reminder', m.remind_body],
        ['card', 'QR card line', m.card],
        ['updated_at', 'written', m.updated_at],
      ]),
    );
  }
  for (const u of source.uploads ?? []) {
    const from = u.guest_id ? (names.get(u.guest_id) ?? 'a guest') : 'a guest no longer on the list';
    put(
      entry(uploadKey(u.id), 'upload', `${u.kind === 'video' ? 'Video' : 'Photo'} from ${from} (${u.path})`, [
        ['guest_id', 'guest', u.guest_id],
        ['client_ref', "the phone's reference", u.client_ref],
        ['path', 'path', u.path],
        ['kind', 'kind', u.kind],
        ['content_type', 'type', u.content_type],
        ['bytes', 'size', u.bytes],
        ['state', 'state', u.state],
        ['width', 'width', u.width],
        ['height', 'height', u.height],
        ['seconds', 'length', u.seconds],
        ['approved_at', 'approved', u.approved_at],
        ['approved_by', 'approved by', u.approved_by],
        ['created_at', 'sent', u.created_at],
        ['stored_at', 'stored', u.stored_at],
        ['removed_at', 'removed', u.removed_at],
      ]),
    );
  }
  if (source.uploadSettings) {
    const s = source.uploadSettings;
    put(
      entry(UPLOAD_SETTINGS_KEY, 'upload-settings', "Guests' photos settings", [
        ['closes_on', 'last day', s.closes_on],
        ['share_approved', 'share approved photos', s.share_approved],
        ['files_per_guest', 'files per guest', s.files_per_guest],
        ['bytes_per_guest', 'bytes per guest', s.bytes_per_guest],
        ['plan_bytes', "the plan's bytes", s.plan_bytes],
        ['kept_for_couple_bytes', "bytes kept for the couple's photos", s.kept_for_couple_bytes],
      ]),
    );
  }
  for (const [path, md5] of source.photos)
    put(
      entry(photoKey(path), 'photo', `Photo ${path}`, [
        ['path', 'path', path],
        ['content', 'content', md5],
      ]),
    );
  return state;
}
