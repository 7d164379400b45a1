import { createHash } from 'node:crypto';
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import sharp from 'sharp';

/** A guest's photo or video put in a project as the guest's page puts it: ticket, signed upload, marked stored, all as that guest. */

class NoRealtime {
  constructor() {
    throw new Error('no Realtime here');
  }
}
// Node 20 has no WebSocket of its own, and supabase-js asks for one outside Jest.
const SETTINGS = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: NoRealtime as unknown as NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']> },
};

export interface Project {
  url: string;
  anonKey: string;
  bucket: string;
}

export interface Sent {
  id: string;
  path: string;
}

export const asGuest = (project: Project, guestId: string) =>
  createClient(project.url, project.anonKey, { ...SETTINGS, global: { headers: { 'x-guest-id': guestId } } });

export const todayIn = (zone: string, days = 0) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: zone });

export async function testPhoto(colour: { r: number; g: number; b: number }, width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).jpeg({ quality: 80 }).toBuffer();
}

/** A few bytes that open as an MP4 (an ftyp box): the desk lists it by its length, never opens it. */
export const testVideo = (bytes = 4096) => {
  const out = Buffer.alloc(bytes);
  out.writeUInt32BE(24, 0);
  out.write('ftypisom', 4, 'latin1');
  out.write('isomiso2mp41', 12, 'latin1');
  return out;
};

export async function guestSends(
  project: Project,
  guestId: string,
  file: { bytes: Buffer; type: 'image/jpeg' | 'image/png' | 'image/webp' | 'video/mp4' | 'video/quicktime'; width?: number; height?: number; seconds?: number },
): Promise<Sent> {
  const guest = asGuest(project, guestId);
  const kind = file.type.startsWith('video/') ? 'video' : 'photo';
  const clientRef = createHash('sha256').update(file.bytes).digest('base64url').slice(0, 43);
  const { data: ticket, error } = await guest.rpc('ticket_guest_upload', { client_ref: clientRef, kind, content_type: file.type, bytes: file.bytes.length });
  if (error || !ticket?.path) throw new Error(`no place for the file: ${error?.message ?? JSON.stringify(ticket)}`);
  const place = ticket as Sent;
  const bucket = guest.storage.from(project.bucket);
  const signed = await bucket.createSignedUploadUrl(place.path);
  if (signed.error) throw signed.error;
  const sent = await bucket.uploadToSignedUrl(place.path, signed.data.token, file.bytes, { contentType: file.type });
  if (sent.error) throw sent.error;
  const stored = await guest.rpc('guest_upload_stored', { upload_id: place.id, width: file.width ?? null, height: file.height ?? null, seconds: file.seconds ?? null });
  if (stored.error || !stored.data) throw new Error(`not stored: ${stored.error?.message ?? 'null'}`);
  return { id: place.id, path: place.path };
}

/** What a guest's page reads: their own uploads, and (when shared) everyone's approved ones. */
export async function guestPage(project: Project, guestId: string): Promise<{ own: { path: string }[]; shared: { path: string }[]; share_approved: boolean }> {
  const { data, error } = await asGuest(project, guestId).rpc('guest_uploads_page');
  if (error) throw error;
  return data as { own: { path: string }[]; shared: { path: string }[]; share_approved: boolean };
}
