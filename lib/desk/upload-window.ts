import { EVENT } from '@/lib/wedding/spec-values';
import { dateTimeFormat } from '@/lib/wedding/intl-formats';
import { parseDay } from '@/lib/wedding/wedding-day';
import { GUEST_UPLOADS } from '@/lib/wedding/guest-uploads';
import { addDays, isTimeZone } from '@/lib/wedding/zoned-time';
import type { UploadSettings } from './guest-upload-shelf';

export const MB = 2 ** 20;
export const MOST_FILES = 10_000;
export const MOST_MB = 1_048_576;

export interface UploadWindow {
  day: string | null;
  closes: string | null;
  defaultCloses: string | null;
  zone: string;
  now: 'before' | 'open' | 'closed' | 'never';
}

const daysAfter = (day: string, days: number) => {
  const d = addDays(parseDay(day)!, days);
  return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
};

const dayIn = (zone: string, at: Date) => dateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

// As the database's private.guest_uploads_open() decides, by the day in the wedding's time zone.
export function uploadWindow(wedding: Record<string, unknown> | null, settings: Pick<UploadSettings, 'closesOn'>, now = new Date()): UploadWindow {
  const w = (wedding?.wedding ?? {}) as { date?: unknown; timeZone?: unknown; staysAnInvitation?: unknown };
  const zoneGiven = typeof w.timeZone === 'string' ? w.timeZone.trim() : '';
  const zone = zoneGiven && isTimeZone(zoneGiven) ? zoneGiven : EVENT.timeZone;
  const day = typeof w.date === 'string' && parseDay(w.date) ? w.date.trim() : null;
  const defaultCloses = day ? daysAfter(day, GUEST_UPLOADS.closesAfterDays) : null;
  const closes = settings.closesOn ?? defaultCloses;
  if (!day || !closes || (w.staysAnInvitation !== undefined && w.staysAnInvitation !== false)) return { day, closes, defaultCloses, zone, now: 'never' };
  const today = dayIn(zone, now);
  return { day, closes, defaultCloses, zone, now: today < day ? 'before' : today > closes ? 'closed' : 'open' };
}

export const longDate = (day: string) => dateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T12:00:00Z`));

export const sentAt = (iso: string, zone: string) =>
  dateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

export const videoLength = (seconds: number | null) => {
  if (seconds === null) return 'length unknown';
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export const megabytes = (bytes: number) => {
  if (bytes >= 2 ** 30) return `${Number((bytes / 2 ** 30).toFixed(bytes % 2 ** 30 === 0 ? 0 : 2))} GB`;
  return bytes >= 2 ** 20 ? `${Math.round(bytes / 2 ** 20)} MB` : `${Math.max(bytes ? 1 : 0, Math.round(bytes / 1024))} KB`;
};
