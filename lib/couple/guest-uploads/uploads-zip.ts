import type { SupabaseClient } from '@supabase/supabase-js';
import { EVENT, STORAGE } from '@/lib/wedding/spec-values';
import { dateTimeFormat } from '@/lib/wedding/intl-formats';
import { slug } from '@/lib/wedding/slug';
import { isTimeZone } from '@/lib/wedding/zoned-time';
import { describeError } from '../project';
import { streamedZip, type ZipItem } from './streamed-zip';
import { NO_LONGER_ON_THE_LIST, readGuestUploads, type GuestUpload } from './upload-rows';

export interface UploadsZip {
  name: string;
  body: ReadableStream<Uint8Array>;
  photos: number;
  videos: number;
  bytes: number;
  guests: number;
}

const uploadsZipName = (now = new Date()) => `guests-photos-${now.toISOString().slice(0, 10)}.zip`;

/** One folder per guest, named for them and never twice: two Anas are ana/ and ana-2/. */
export function guestFolders(uploads: Pick<GuestUpload, 'guestId' | 'from'>[]): Map<string | null, string> {
  const guests = new Map<string | null, string>();
  for (const u of uploads) if (!guests.has(u.guestId)) guests.set(u.guestId, u.guestId ? (u.from ?? NO_LONGER_ON_THE_LIST) : NO_LONGER_ON_THE_LIST);
  const ordered = [...guests].sort(([a, x], [b, y]) => Number(a === null) - Number(b === null) || x.localeCompare(y) || String(a).localeCompare(String(b)));
  const taken = new Set<string>();
  const folders = new Map<string | null, string>();
  for (const [id, name] of ordered) {
    const base = slug(name, 60, 'guest');
    let folder = base;
    for (let n = 2; taken.has(folder); n++) folder = `${base}-${n}`;
    taken.add(folder);
    folders.set(id, folder);
  }
  return folders;
}

function uploadFileName(u: Pick<GuestUpload, 'id' | 'path' | 'createdAt'>, timeZone: string): string {
  const parts = Object.fromEntries(
    dateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(u.createdAt))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}_${parts.hour}-${parts.minute}-${parts.second}_${u.id.slice(0, 8)}${u.path.slice(u.path.lastIndexOf('.'))}`;
}

async function weddingZone(client: SupabaseClient): Promise<string> {
  const { data } = await client.from('wedding_info').select('wedding').eq('id', 1).maybeSingle();
  const zone = (data as { wedding?: { timeZone?: unknown } } | null)?.wedding?.timeZone;
  return typeof zone === 'string' && isTimeZone(zone.trim()) ? zone.trim() : EVENT.timeZone;
}

function zipItems(uploads: GuestUpload[], timeZone: string, open: (path: string) => Promise<ReadableStream<Uint8Array> | null>): ZipItem[] {
  const folders = guestFolders(uploads);
  return [...uploads]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map((u) => ({ name: `${folders.get(u.guestId)}/${uploadFileName(u, timeZone)}`, mtime: new Date(u.createdAt), open: () => open(u.path) }));
}

function openFromStorage(client: SupabaseClient) {
  return async (path: string): Promise<ReadableStream<Uint8Array> | null> => {
    const { data, error } = await client.storage.from(STORAGE.bucket).download(path).asStream();
    if (data) return data as ReadableStream<Uint8Array>;
    // Removed from the desk since the list was read: it is no longer the couple's to download.
    if (/not found|404/i.test(`${describeError(error)} ${(error as { status?: unknown } | null)?.status ?? ''}`)) return null;
    throw new Error(`Could not download ${path}: ${describeError(error)}`);
  };
}

export async function guestUploadsZip(client: SupabaseClient, now = new Date()): Promise<UploadsZip> {
  const [uploads, zone] = await Promise.all([readGuestUploads(client, 'stored'), weddingZone(client)]);
  return {
    name: uploadsZipName(now),
    body: streamedZip(zipItems(uploads, zone, openFromStorage(client))),
    photos: uploads.filter((u) => u.kind === 'photo').length,
    videos: uploads.filter((u) => u.kind === 'video').length,
    bytes: uploads.reduce((sum, u) => sum + u.bytes, 0),
    guests: new Set(uploads.map((u) => u.guestId)).size,
  };
}
