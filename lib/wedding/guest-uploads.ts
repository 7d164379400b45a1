import type { WeddingInfo } from './types';
import { parseDay, weddingDay } from './wedding-day';
import { addDays, nextDay, zonedInstant } from './zoned-time';
import { UUID_PATTERN } from './guest-id';
import { GUEST_UPLOADS_FOLDER } from '@/lib/site/upload-routes';

// Guests' photos from the day (docs/decisions.md, "The day's photos from guests' phones"); the database keeps the same rules.

export const GUEST_UPLOADS = {
  /** The free plan's largest file: anything bigger is refused on the phone, before it is sent. */
  maxFileBytes: 52_428_800,
  maxVideoSeconds: 60,
  /** A photo's longest side, as the phone sends it and as it is stored. */
  longestSide: 2560,
  photoQuality: 0.85,
  /** Storage's TUS chunk (Supabase asks for 6 MB). */
  chunkBytes: 6 * 1024 * 1024,
  closesAfterDays: 30,
  /** Tickets and claims one address may ask for in a minute. */
  perClientPerMinute: 120,
  /** How long a stored file's link from the site is good for in a phone's cache. */
  linkSeconds: 3600,
} as const;

export type UploadKind = 'photo' | 'video';

export const UPLOAD_TYPES: Record<string, { kind: UploadKind; extension: string }> = {
  'image/jpeg': { kind: 'photo', extension: 'jpg' },
  'image/png': { kind: 'photo', extension: 'png' },
  'image/webp': { kind: 'photo', extension: 'webp' },
  'video/mp4': { kind: 'video', extension: 'mp4' },
  'video/quicktime': { kind: 'video', extension: 'mov' },
};

/** Where a guest's stored upload lives: their folder, then the upload's id with its type's extension. */
export const GUEST_UPLOAD_PATH = new RegExp(`^${GUEST_UPLOADS_FOLDER}/[0-9a-f]{32}/${UUID_PATTERN}\\.(${Object.values(UPLOAD_TYPES).map((t) => t.extension).join('|')})$`);
/** The content type a stored upload's path names; undefined for any other path. */
export const uploadTypeOf = (path: string): string | undefined =>
  GUEST_UPLOAD_PATH.test(path) ? Object.keys(UPLOAD_TYPES).find((type) => path.endsWith(`.${UPLOAD_TYPES[type]!.extension}`)) : undefined;

/** What a phone may hand over that the browser turns into one of the above (HEIC: drawn, when it can). */
const PICKED: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
};

/** The file's type as the phone says it, else by its name's ending. */
export function pickedType(file: { name: string; type: string }): string {
  const type = file.type.toLowerCase();
  if (type && type !== 'application/octet-stream') return type === 'image/jpg' ? 'image/jpeg' : type;
  return PICKED[/\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? ''] ?? type;
}

type FileProblem = 'type' | 'size' | 'length';

/** Whether a picked file may be sent: a photo (JPEG, PNG, WebP, HEIC) or a video (MP4, MOV) of at most 50 MB and 60 s. */
export function fileProblem(file: { name: string; type: string; size: number }, seconds?: number | null): FileProblem | null {
  const type = pickedType(file);
  const kind = type === 'image/heic' || type === 'image/heif' ? 'photo' : UPLOAD_TYPES[type]?.kind;
  if (!kind) return 'type';
  if (file.size <= 0 || file.size > GUEST_UPLOADS.maxFileBytes) return 'size';
  if (kind === 'video' && seconds !== undefined && seconds !== null && seconds > GUEST_UPLOADS.maxVideoSeconds + 0.5) return 'length';
  return null;
}

export interface UploadWindow {
  opensAt: number;
  closesAt: number;
}

const NEVER: UploadWindow = { opensAt: Number.MAX_SAFE_INTEGER, closesAt: Number.MAX_SAFE_INTEGER };

/** From the start of the wedding's date until the end of the closing date (the couple's, else 30 days after), in the venue's zone. */
export function uploadWindow(info: Pick<WeddingInfo, 'wedding'>, closesOn: string | null | undefined): UploadWindow {
  if (info.wedding.staysAnInvitation) return NEVER;
  const day = weddingDay(info);
  const last = parseDay(closesOn ?? undefined) ?? addDays(day.date, GUEST_UPLOADS.closesAfterDays);
  const midnight = { hour: 0, minute: 0 };
  return { opensAt: zonedInstant(day.date, midnight, day.timeZone).getTime(), closesAt: zonedInstant(nextDay(last), midnight, day.timeZone).getTime() };
}

export const isOpen = (window: UploadWindow, at: number) => window.opensAt <= at && at < window.closesAt;

/** Why the database gave no place for a file (ticket_guest_upload), and what the site adds. */
export const REFUSALS = ['unknown', 'closed', 'type', 'size', 'files', 'bytes', 'full', 'removed', 'unreadable', 'length', 'failed'] as const;
export type Refusal = (typeof REFUSALS)[number];
export const isRefusal = (value: unknown): value is Refusal => (REFUSALS as readonly unknown[]).includes(value);
