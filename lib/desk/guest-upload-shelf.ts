import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { bucketObjectsUnder } from '@/lib/couple/backup/bucket-files';
import { STORED_BACKUPS } from '@/lib/couple/backup/layout';
import { guestUploadsZip, type UploadsZip } from '@/lib/couple/guest-uploads/uploads-zip';
import { readGuestUploads, uploadOf, UploadsMissing, type GuestUpload } from '@/lib/couple/guest-uploads/upload-rows';
import { describeError, isMissingTable } from '@/lib/couple/project';
import { STORAGE } from '@/lib/wedding/spec-values';

export interface UploadSettings {
  /** The last day guests may send (venue time); null: 30 days after the wedding's date. */
  closesOn: string | null;
  shareApproved: boolean;
  filesPerGuest: number;
  bytesPerGuest: number;
  planBytes: number;
  keptForCoupleBytes: number;
}

export type SettingsChange = Pick<UploadSettings, 'closesOn' | 'shareApproved' | 'filesPerGuest' | 'bytesPerGuest'>;

export interface GuestRoom {
  bucketBytes: number;
  guestBytes: number;
  planBytes: number;
  keptForCoupleBytes: number;
  leftForGuests: number;
}

export interface GuestUploadShelf {
  list(): Promise<GuestUpload[]>;
  find(id: string): Promise<GuestUpload | null>;
  /** False: no stored upload has that id (it was removed). */
  approve(id: string, approved: boolean): Promise<boolean>;
  /** Deletes the file, then marks the row removed (kept, so the same file is never taken again); false if it was already. */
  remove(id: string): Promise<boolean>;
  settings(): Promise<UploadSettings>;
  saveSettings(next: SettingsChange): Promise<void>;
  room(): Promise<GuestRoom>;
  readFile(path: string): Promise<Buffer | null>;
  signedLink(path: string, seconds: number): Promise<string | null>;
  download(now?: Date): Promise<UploadsZip>;
}

const table = (client: SupabaseClient) => client.from('guest_uploads');
const fail = (what: string, error: unknown): Error => (isMissingTable(error) ? new UploadsMissing() : new Error(`Could not ${what}: ${describeError(error)}`));
const num = (v: unknown) => Number(v) || 0;

function settingsOf(row: Record<string, unknown>): UploadSettings {
  return {
    closesOn: typeof row.closes_on === 'string' ? row.closes_on.slice(0, 10) : null,
    shareApproved: row.share_approved === true,
    filesPerGuest: num(row.files_per_guest),
    bytesPerGuest: num(row.bytes_per_guest),
    planBytes: num(row.plan_bytes),
    keptForCoupleBytes: num(row.kept_for_couple_bytes),
  };
}

async function whoAmI(client: SupabaseClient): Promise<string | null> {
  const { data } = await client.auth.getClaims().catch(() => ({ data: null }));
  const sub = data?.claims?.sub;
  return typeof sub === 'string' ? sub : null;
}

export function projectUploads(client: SupabaseClient): GuestUploadShelf {
  const bucket = () => client.storage.from(STORAGE.bucket);
  async function row(id: string): Promise<Record<string, unknown> | null> {
    const { data, error } = await table(client).select('*').eq('id', id).maybeSingle();
    if (error) throw fail('read the upload', error);
    return data;
  }
  async function find(id: string): Promise<GuestUpload | null> {
    const data = await row(id);
    if (!data) return null;
    const guest = (data as { guest_id?: string | null }).guest_id;
    const names = new Map<string, string>();
    if (guest) {
      const { data: named } = await client.from('guests').select('id, name').eq('id', guest).maybeSingle();
      if (named) names.set(String(named.id).toLowerCase(), String(named.name));
    }
    return uploadOf(data, names);
  }
  const settings = async (): Promise<UploadSettings> => {
    const { data, error } = await client.from('guest_upload_settings').select('*').eq('id', 1).maybeSingle();
    if (error) throw fail("read the guests' photo settings", error);
    if (!data) throw new UploadsMissing();
    return settingsOf(data as Record<string, unknown>);
  };
  return {
    list: () => readGuestUploads(client, 'stored'),
    find,
    async approve(id, approved) {
      const change = approved ? { approved_at: new Date().toISOString(), approved_by: await whoAmI(client) } : { approved_at: null, approved_by: null };
      const { data, error } = await table(client).update(change).eq('id', id).eq('state', 'stored').select('id');
      if (error) throw fail('change the upload', error);
      return Boolean(data?.length);
    },
    async remove(id) {
      const upload = await row(id);
      if (!upload || upload.state === 'removed') return false;
      const path = String(upload.path);
      const { error: gone } = await bucket().remove([path]);
      if (gone) throw fail(`delete ${path}`, gone);
      const { error } = await table(client)
        .update({ state: 'removed', removed_at: new Date().toISOString(), approved_at: null, approved_by: null })
        .eq('id', id);
      if (error) throw fail('mark the upload removed', error);
      return true;
    },
    settings,
    async saveSettings(next) {
      const { data, error } = await client
        .from('guest_upload_settings')
        .update({ closes_on: next.closesOn, share_approved: next.shareApproved, files_per_guest: next.filesPerGuest, bytes_per_guest: next.bytesPerGuest })
        .eq('id', 1)
        .select('id');
      if (error) throw fail("save the guests' photo settings", error);
      if (!data?.length) throw new Error("The guests' photo settings were not saved: only the wedding's owners may change them.");
    },
    async room() {
      const { data, error } = await client.rpc('guest_upload_room');
      if (error) throw fail('read the storage used', error);
      if (data) {
        const r = data as Record<string, unknown>;
        return { bucketBytes: num(r.bucket_bytes), guestBytes: num(r.guest_bytes), planBytes: num(r.plan_bytes), keptForCoupleBytes: num(r.kept_for_couple_bytes), leftForGuests: num(r.left_for_guests) };
      }
      // The secret key (the desk on a computer) is no member: the same sums, from what it reads.
      const [objects, backups, limits, sending, stored] = await Promise.all([bucketObjectsUnder(client), bucketObjectsUnder(client, STORED_BACKUPS), settings(), readGuestUploads(client, 'sending', new Map()), readGuestUploads(client, 'stored', new Map())]);
      const bucketBytes = [...objects, ...backups].reduce((sum, o) => sum + o.bytes, 0);
      const waiting = sending.reduce((sum, u) => sum + u.bytes, 0);
      return {
        bucketBytes,
        guestBytes: stored.reduce((sum, u) => sum + u.bytes, 0),
        planBytes: limits.planBytes,
        keptForCoupleBytes: limits.keptForCoupleBytes,
        leftForGuests: Math.max(0, limits.planBytes - limits.keptForCoupleBytes - bucketBytes - waiting),
      };
    },
    async readFile(path) {
      const { data } = await bucket().download(path);
      return data ? Buffer.from(await data.arrayBuffer()) : null;
    },
    async signedLink(path, seconds) {
      const { data } = await bucket().createSignedUrl(path, seconds);
      return data?.signedUrl ?? null;
    },
    download: (now) => guestUploadsZip(client, now),
  };
}
