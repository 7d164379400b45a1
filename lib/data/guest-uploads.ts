import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { getConfig } from '@/lib/server/config';
import { processSingleton } from '@/lib/server/process-singleton';
import { publicClient } from '@/lib/supabase/public-client';
import { GUEST_ID_HEADER } from '@/lib/site/routes';
import { GUEST_UPLOAD_PATH } from '@/lib/wedding/guest-uploads';
import { BACKEND_TIMEOUT_MS } from '@/lib/wedding/limits';
import { STORAGE } from '@/lib/wedding/spec-values';
import * as z from '@/lib/wedding/zod';
import { deadlineFetch, withDeadline } from './deadline';

// A guest's uploads, always as that guest: the public key and x-guest-id (supabase/README.md, "Guests' uploads").

const READ_MS = 30_000;

const kind = z.enum(['photo', 'video']);
const size = z.nullish(z.number());
const path = z.string().check(z.regex(GUEST_UPLOAD_PATH));

const ownShape = z.object({ id: z.string(), client_ref: z.string(), path, kind, state: z.enum(['sending', 'stored']), bytes: z.number(), width: size, height: size, seconds: size, approved: z.boolean(), created_at: z.string() });
const sharedShape = z.object({ id: z.string(), path, kind, width: size, height: size, seconds: size, created_at: z.string() });
const pageShape = z.object({
  closes_on: z.nullable(z.string()),
  share_approved: z.boolean(),
  files_per_guest: z.number(),
  bytes_per_guest: z.number(),
  open: z.boolean(),
  own: z.array(ownShape),
  shared: z.array(sharedShape),
});
const ticketShape = z.union([z.object({ id: z.string(), path, state: z.enum(['sending', 'stored']) }), z.object({ refused: z.string() })]);

export type OwnUpload = z.output<typeof ownShape>;
export type SharedUpload = z.output<typeof sharedShape>;
export type GuestUploadPage = z.output<typeof pageShape>;
export type UploadTicket = z.output<typeof ticketShape>;

export const isUploadPath = (candidate: string) => GUEST_UPLOAD_PATH.test(candidate);

export interface GuestUploadStore {
  /** Where a phone sends a signed resumable upload. */
  readonly endpoint: string;
  page(guestId: string): Promise<GuestUploadPage | null>;
  ticket(guestId: string, file: { clientRef: string; kind: string; type: string; bytes: number }): Promise<UploadTicket>;
  /** Storage's token for the place (the policies checked now, as that guest); 'arrived' when the file is already there. */
  sign(guestId: string, path: string): Promise<{ token: string } | 'arrived' | 'refused'>;
  /** Whether the guest may see the file (their own, or shared), without reading it. */
  sees(guestId: string, path: string): Promise<boolean>;
  read(guestId: string, path: string): Promise<Uint8Array | null>;
  /** A link to the file for this guest (a video plays from Storage itself). */
  link(guestId: string, path: string, seconds: number): Promise<string | null>;
  /** A reader of the guest's file by byte ranges (each with the file's whole size), through one signed link. */
  ranges(guestId: string, path: string): Promise<((start: number, end: number) => Promise<{ bytes: Uint8Array; total: number } | null>) | null>;
  replace(guestId: string, path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  stored(guestId: string, id: string, facts: { width: number | null; height: number | null; seconds: number | null }): Promise<boolean>;
  /** Deletes the file, then its row; false when it is not this guest's. */
  remove(guestId: string, id: string, path: string): Promise<boolean>;
}

function createStore(client: Promise<SupabaseClient>, url: string): GuestUploadStore {
  const bucket = async (guestId: string) => (await client).storage.from(STORAGE.bucket).setHeader(GUEST_ID_HEADER, guestId);
  const rpc = async (guestId: string, name: string, args: Record<string, unknown> = {}) =>
    withDeadline(BACKEND_TIMEOUT_MS, async () => {
      const { data, error } = await (await client).rpc(name, args).setHeader(GUEST_ID_HEADER, guestId);
      if (error) throw error;
      return data as unknown;
    });
  return {
    endpoint: `${url.replace(/\/+$/, '')}/storage/v1/upload/resumable/sign`,
    async page(guestId) {
      const data = await rpc(guestId, 'guest_uploads_page');
      return data === null ? null : pageShape.parse(data);
    },
    async ticket(guestId, file) {
      return ticketShape.parse(await rpc(guestId, 'ticket_guest_upload', { client_ref: file.clientRef, kind: file.kind, content_type: file.type, bytes: file.bytes }));
    },
    sign: (guestId, where) =>
      withDeadline(BACKEND_TIMEOUT_MS, async () => {
        const { data, error } = await (await bucket(guestId)).createSignedUploadUrl(where);
        if (data) return { token: data.token };
        if (/already exists|duplicate/i.test(error?.message ?? '')) return 'arrived';
        if (/row-level security|unauthorized/i.test(error?.message ?? '')) return 'refused';
        throw error;
      }),
    sees: (guestId, where) =>
      withDeadline(BACKEND_TIMEOUT_MS, async () => (await (await bucket(guestId)).exists(where)).data === true),
    read: (guestId, where) =>
      withDeadline(READ_MS, async () => {
        const { data } = await (await bucket(guestId)).download(where);
        return data ? new Uint8Array(await data.arrayBuffer()) : null;
      }),
    link: (guestId, where, seconds) =>
      withDeadline(BACKEND_TIMEOUT_MS, async () => {
        const { data } = await (await bucket(guestId)).createSignedUrl(where, seconds);
        return data?.signedUrl ?? null;
      }),
    ranges: (guestId, where) =>
      withDeadline(BACKEND_TIMEOUT_MS, async () => {
        const { data } = await (await bucket(guestId)).createSignedUrl(where, 600);
        if (!data) return null;
        const link = data.signedUrl;
        return (start: number, end: number) =>
          withDeadline(READ_MS, async () => {
            const response = await deadlineFetch(link, { headers: { range: `bytes=${start}-${end}` }, redirect: 'error' });
            if (response.status !== 206 && response.status !== 200) return null;
            const bytes = new Uint8Array(await response.arrayBuffer());
            const total = Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? bytes.length);
            return { bytes: response.status === 200 ? bytes.subarray(start, end + 1) : bytes, total };
          });
      }),
    replace: (guestId, where, bytes, contentType) =>
      withDeadline(READ_MS, async () => {
        const { error } = await (await bucket(guestId)).upload(where, bytes, { contentType, upsert: true, cacheControl: '3600' });
        if (error) throw error;
      }),
    async stored(guestId, id, facts) {
      return (await rpc(guestId, 'guest_upload_stored', { upload_id: id, width: facts.width, height: facts.height, seconds: facts.seconds })) !== null;
    },
    async remove(guestId, id, where) {
      await withDeadline(BACKEND_TIMEOUT_MS, async () => {
        const { error } = await (await bucket(guestId)).remove([where]);
        if (error) throw error;
      });
      return (await rpc(guestId, 'forget_guest_upload', { upload_id: id })) !== null;
    },
  };
}

/** The project's store of guests' uploads; null on a content folder or the sample (no Storage to send to). */
export function guestUploadStore(): GuestUploadStore | null {
  const config = getConfig();
  const supabase = config.refusesGuests || config.backendProblem ? null : config.supabase;
  if (!supabase) return null;
  return processSingleton('guest-upload-store', () => {
    const client = publicClient(supabase.url, supabase.anonKey, deadlineFetch);
    client.catch(() => undefined);
    return createStore(client, supabase.url);
  });
}
