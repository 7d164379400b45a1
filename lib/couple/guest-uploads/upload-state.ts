import { GUEST_UPLOAD_PATH, uploadTypeOf } from './upload-rows';

// A backup's guests' uploads checked as the database's own constraints check them, before anything is written.

export interface UploadRow {
  id: string;
  guest_id: string | null;
  client_ref: string;
  path: string;
  kind: 'photo' | 'video';
  content_type: string;
  bytes: number;
  state: 'sending' | 'stored' | 'removed';
  width: number | null;
  height: number | null;
  seconds: number | null;
  approved_at: string | null;
  approved_by: string | null;
  created_at: string;
  stored_at: string | null;
  removed_at: string | null;
}

export interface UploadSettingsRow {
  closes_on: string | null;
  share_approved: boolean;
  files_per_guest: number;
  bytes_per_guest: number;
  plan_bytes: number;
  kept_for_couple_bytes: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOST_BYTES = 52_428_800;
const TIB = 1_099_511_627_776;

type Row = Record<string, unknown>;

function stamp(row: Row, key: string, required = false): string | null {
  const v = row[key];
  if ((v === null || v === undefined) && !required) return null;
  if (typeof v !== 'string' || !STAMP.test(v) || Number.isNaN(Date.parse(v))) throw new Error(`${key} is not a timestamp`);
  return v;
}

function whole(row: Row, key: string, least: number, most: number, nullable = false): number | null {
  const v = row[key];
  if ((v === null || v === undefined) && nullable) return null;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < least || n > most) throw new Error(`${key} is not a whole number from ${least} to ${most}`);
  return n;
}

export function uploadRow(row: Row, guestIds: Set<string>): UploadRow {
  const id = String(row.id ?? '');
  if (!UUID.test(id)) throw new Error('id is not a uuid');
  const guest = row.guest_id === null || row.guest_id === undefined ? null : String(row.guest_id).toLowerCase();
  if (guest !== null && !guestIds.has(guest)) throw new Error(`guest_id ${guest} is no guest of this backup`);
  const path = String(row.path ?? '');
  if (!GUEST_UPLOAD_PATH.test(path)) throw new Error(`${path || 'path'} is no place of a guest's upload`);
  const contentType = uploadTypeOf(path)!;
  const kind = contentType.startsWith('video/') ? 'video' : 'photo';
  if (row.kind !== kind || row.content_type !== contentType) throw new Error(`its kind and type are not those of ${path}`);
  const clientRef = String(row.client_ref ?? '');
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(clientRef)) throw new Error('client_ref is not a file reference a phone makes');
  const state = row.state;
  if (state !== 'sending' && state !== 'stored' && state !== 'removed') throw new Error('state is none of sending, stored or removed');
  const seconds = row.seconds === null || row.seconds === undefined ? null : Number(row.seconds);
  if (seconds !== null && !(seconds >= 0 && seconds <= 3600)) throw new Error('seconds is not a length from 0 to 3600');
  const approvedBy = row.approved_by === null || row.approved_by === undefined ? null : String(row.approved_by);
  if (approvedBy !== null && !UUID.test(approvedBy)) throw new Error('approved_by is not a uuid');
  return {
    id: id.toLowerCase(),
    guest_id: guest,
    client_ref: clientRef,
    path,
    kind,
    content_type: contentType,
    bytes: whole(row, 'bytes', 1, MOST_BYTES)!,
    state,
    width: whole(row, 'width', 1, 100_000, true),
    height: whole(row, 'height', 1, 100_000, true),
    seconds,
    approved_at: stamp(row, 'approved_at'),
    approved_by: approvedBy,
    created_at: stamp(row, 'created_at', true)!,
    stored_at: stamp(row, 'stored_at'),
    removed_at: stamp(row, 'removed_at'),
  };
}

export function uploadSettingsRow(row: Row): UploadSettingsRow {
  if (Number(row.id ?? 1) !== 1) throw new Error('the table holds one row, id 1');
  const closes = row.closes_on === null || row.closes_on === undefined ? null : String(row.closes_on);
  if (closes !== null && (!DAY.test(closes) || Number.isNaN(Date.parse(closes)))) throw new Error('closes_on is not a date');
  if (typeof row.share_approved !== 'boolean') throw new Error('share_approved is neither true nor false');
  return {
    closes_on: closes,
    share_approved: row.share_approved,
    files_per_guest: whole(row, 'files_per_guest', 0, 10_000)!,
    bytes_per_guest: whole(row, 'bytes_per_guest', 0, TIB)!,
    plan_bytes: whole(row, 'plan_bytes', 0, TIB)!,
    kept_for_couple_bytes: whole(row, 'kept_for_couple_bytes', 0, TIB)!,
  };
}

/** Whether a file's first bytes are what its name says: a JPEG, PNG or WebP photo, or an MP4 or QuickTime video. */
export function looksLike(bytes: Uint8Array, path: string): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  const type = uploadTypeOf(path);
  if (type === 'image/jpeg') return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (type === 'image/png') return ascii(0, 8) === '\x89PNG\r\n\x1a\n';
  if (type === 'image/webp') return ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
  if (type === 'video/mp4' || type === 'video/quicktime') return /^(ftyp|moov|mdat|wide|free|skip)$/.test(ascii(4, 8));
  return false;
}
