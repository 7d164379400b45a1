import { ContentError, describeProblem } from '@/lib/wedding/wedding-checks';
import { isWellFormedGuestId } from '@/lib/wedding/guest-id';
import { terminalValue } from '../safe-text';
import {
  galleryRows,
  guestRow,
  loveStoryRows,
  rowAsJson,
  weddingInfoRow,
  type GalleryRow,
  type GuestRow,
  type LoveStoryRow,
  type WeddingInfoRow,
} from '../seed/seed-rows';
import { uploadRow, uploadSettingsRow, type UploadRow, type UploadSettingsRow } from '../guest-uploads/upload-state';
import { galleryKey, storyKey, type MessageRow, type OpensRow, type ReplyRow, type StateSource } from './state';

// Through the seed's own builders, so a capitalised guest id or a year written "2016" equals the project's row.

type Row = Record<string, unknown>;
export type RawTables = Partial<
  Record<'wedding_info' | 'guests' | 'love_story' | 'photo_gallery' | 'guest_opens' | 'guest_replies' | 'desk_messages' | 'guest_uploads' | 'guest_upload_settings', Row[]>
>;

export interface Normalised {
  source: Omit<StateSource, 'photos'>;
  ids: Map<string, unknown>;
  problems: string[];
}

const message = (e: unknown) => (e instanceof ContentError ? e.problems.map(describeProblem).join('; ') : e instanceof Error ? e.message : String(e));

const withoutStamps = (row: Row) => Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'updated_at' && k !== 'created_at'));

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
const MESSAGE_LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

export function normalisedRows(raw: RawTables, { lenient }: { lenient: boolean }): Normalised {
  const problems: string[] = [];
  const ids = new Map<string, unknown>();
  const refuse = (where: string, why: string) => problems.push(`${where}: ${why}`);
  const each = <T>(
    table: string,
    rows: Row[] | undefined,
    build: (row: Row) => T,
    label: (row: Row) => string,
    fallback: (row: Row) => T | null,
  ): T[] => {
    const out: T[] = [];
    (rows ?? []).forEach((row, i) => {
      try {
        out.push(build(row));
      } catch (e) {
        if (!lenient) return refuse(`rows/${table}.json row ${i + 1}${label(row)}`, message(e));
        const kept = fallback(row);
        if (kept) out.push(kept);
      }
    });
    return out;
  };
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? ` (${terminalValue(String(v).slice(0, 60))})` : '');

  const wedding = each<WeddingInfoRow>(
    'wedding_info',
    raw.wedding_info,
    (r) => weddingInfoRow(rowAsJson(r)),
    () => '',
    (r) => ({ ...withoutStamps(r), id: 1 }) as WeddingInfoRow,
  );
  if (wedding.length > 1) refuse('rows/wedding_info.json', `${wedding.length} rows, where the table holds one`);

  const guests = each<GuestRow>(
    'guests',
    raw.guests,
    (r) => {
      const { row, problems: found } = guestRow(r);
      if (!row) throw new Error(found.join('; '));
      return row;
    },
    (r) => text(r.name),
    (r) =>
      isWellFormedGuestId(String(r.id))
        ? {
            id: String(r.id).toLowerCase(),
            name: String(r.name ?? ''),
            personal_message: (r.personal_message as string) ?? null,
            photo_dir: (r.photo_dir as string) ?? null,
            language: (r.language as string) ?? null,
            invited_to: Array.isArray(r.invited_to) ? (r.invited_to as string[]) : [],
          }
        : null,
  );
  // Lenient (the project as it is): a row no schema takes is still there, so nothing compares it away.
  const orNull = (v: unknown) => (v === undefined || v === '' ? null : v);
  const loveStory = each<LoveStoryRow>(
    'love_story',
    raw.love_story,
    (r) => loveStoryRows([r])[0] as LoveStoryRow,
    (r) => text(r.title),
    (r) => ({
      year: Number(r.year),
      title: String(r.title ?? '').trim(),
      description: String(r.description ?? ''),
      details: orNull(r.details) as string | null,
      photo_path: orNull(r.photo_path) as string | null,
      translations: (r.translations as object) ?? null,
    }),
  );
  const gallery = each<GalleryRow>(
    'photo_gallery',
    raw.photo_gallery,
    (r) => galleryRows([{ id: '0', ...r }])[0] as GalleryRow,
    (r) => text(r.storage_path),
    (r) => ({
      storage_path: String(r.storage_path ?? '').trim(),
      alt_text: String(r.alt_text ?? ''),
      order_index: Number(r.order_index ?? 0),
      name: orNull(r.name) as string | null,
      translations: (r.translations as object) ?? null,
    }),
  );
  if (lenient) {
    (raw.love_story ?? []).forEach((r) => ids.set(storyKey({ year: Number(r.year), title: String(r.title ?? '').trim() }), r.id));
    (raw.photo_gallery ?? []).forEach((r) => ids.set(galleryKey({ storage_path: String(r.storage_path ?? '').trim() }), r.id));
  }

  const guestIds = new Set(guests.map((g) => g.id));
  const opens = each<OpensRow>(
    'guest_opens',
    raw.guest_opens,
    (r) => {
      const id = String(r.guest_id ?? '').toLowerCase();
      if (!guestIds.has(id)) throw new Error(`guest_id ${id || '(none)'} is no guest of this backup`);
      const [first, last] = [String(r.first_opened_at ?? ''), String(r.last_opened_at ?? '')];
      if (!TIMESTAMP.test(first) || !TIMESTAMP.test(last) || Number.isNaN(Date.parse(first)) || Number.isNaN(Date.parse(last)))
        throw new Error('the times are not timestamps');
      const days = Number(r.opening_days);
      if (!Number.isInteger(days) || days < 1) throw new Error('opening_days is not a whole number of days');
      return { guest_id: id, first_opened_at: first, last_opened_at: last, opening_days: days };
    },
    (r) => text(r.guest_id),
    () => null,
  );

  const replies = each<ReplyRow>(
    'guest_replies',
    raw.guest_replies,
    (r) => {
      const id = String(r.guest_id ?? '').toLowerCase();
      if (!guestIds.has(id)) throw new Error(`guest_id ${id || '(none)'} is no guest of this backup`);
      if (typeof r.coming !== 'boolean') throw new Error('coming is neither true nor false');
      const people = Number(r.people ?? 1);
      if (!Number.isInteger(people) || people < 0 || people > 50) throw new Error('people is not a number from 0 to 50');
      const note = String(r.note ?? '');
      if (note.length > 500) throw new Error('the note is longer than 500 characters');
      const at = String(r.updated_at ?? '');
      if (!TIMESTAMP.test(at) || Number.isNaN(Date.parse(at))) throw new Error('updated_at is not a timestamp');
      return { guest_id: id, coming: r.coming, people, note, updated_at: at };
    },
    (r) => text(r.guest_id),
    () => null,
  );

  const messages = each<MessageRow>(
    'desk_messages',
    raw.desk_messages,
    (r) => {
      const language = String(r.language ?? '');
      if (!MESSAGE_LANGUAGE.test(language) || language.length > 35) throw new Error(`"${language}" is not a language tag`);
      const texts = Object.fromEntries(
        (['invite_subject', 'invite_body', 'remind_subject', 'remind_body', 'card'] as const).map((k) => {
          const value = String(r[k] ?? '');
          if (value.length > (k.endsWith('body') ? 4000 : 300)) throw new Error(`${k} is too long`);
          if (k.endsWith('body') && !value.includes('{link}')) throw new Error(`${k} lacks {link}, the guest's own link`);
          return [k, value];
        }),
      ) as Omit<MessageRow, 'language' | 'updated_at'>;
      const at = String(r.updated_at ?? '');
      if (!TIMESTAMP.test(at) || Number.isNaN(Date.parse(at))) throw new Error('updated_at is not a timestamp');
      return { language, ...texts, updated_at: at };
    },
    (r) => text(r.language),
    () => null,
  );

  const uploads = each<UploadRow>(
    'guest_uploads',
    raw.guest_uploads,
    (r) => uploadRow(r, guestIds),
    (r) => text(r.path),
    (r) => {
      try {
        return uploadRow(r, new Set([...guestIds, String(r.guest_id ?? '').toLowerCase()]));
      } catch {
        return null;
      }
    },
  );
  const uploadSettings = each<UploadSettingsRow>('guest_upload_settings', raw.guest_upload_settings, uploadSettingsRow, () => '', () => null);
  if (uploadSettings.length > 1) refuse('rows/guest_upload_settings.json', `${uploadSettings.length} rows, where the table holds one`);

  // Two spellings of one key would be written as one row and then removed as the other.
  const twice = <T>(rows: T[], key: (r: T) => string, table: string, shown: (r: T) => string) => {
    const seen = new Set<string>();
    for (const r of rows) {
      if (seen.has(key(r))) refuse(`rows/${table}.json`, `${shown(r)} is there twice (once spelled otherwise)`);
      seen.add(key(r));
    }
  };
  twice(
    guests,
    (g) => g.id,
    'guests',
    (g) => `the guest ${g.id}`,
  );
  twice(loveStory, storyKey, 'love_story', (r) => `the story entry ${r.year} "${r.title}"`);
  twice(gallery, galleryKey, 'photo_gallery', (r) => `the gallery photo ${r.storage_path}`);
  twice(
    opens,
    (o) => o.guest_id,
    'guest_opens',
    (o) => `the opens of guest ${o.guest_id}`,
  );

  twice(
    replies,
    (r) => r.guest_id,
    'guest_replies',
    (r) => `the reply of guest ${r.guest_id}`,
  );

  twice(
    uploads,
    (u) => u.id,
    'guest_uploads',
    (u) => `the upload ${u.id}`,
  );
  twice(
    uploads,
    (u) => u.path,
    'guest_uploads',
    (u) => `the upload at ${u.path}`,
  );

  return {
    source: { weddingInfo: wedding[0] ?? null, guests, loveStory, gallery, opens, replies, messages, uploads, uploadSettings: uploadSettings[0] ?? null },
    ids,
    problems,
  };
}
