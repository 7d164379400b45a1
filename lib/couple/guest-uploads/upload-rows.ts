import type { SupabaseClient } from '@supabase/supabase-js';
import * as z from '@/lib/wedding/zod';
import { GUEST_UPLOADS_FOLDER } from '@/lib/site/upload-routes';
import { GUEST_UPLOAD_PATH, UPLOAD_TYPES, uploadTypeOf } from '@/lib/wedding/guest-uploads';
import { describeError, isMissingTable } from '../project';

export { GUEST_UPLOADS_FOLDER };
export { GUEST_UPLOAD_PATH, uploadTypeOf };
const GUEST_UPLOADS_MIGRATION = 'supabase/migrations/20261202040000_guest_uploads.sql';

export const isGuestUploadPhoto = (path: string) => UPLOAD_TYPES[uploadTypeOf(path) ?? '']?.kind === 'photo';

const count = z.nullable(z.pipe(z.union([z.number(), z.string()]), z.transform(Number)));
const uploadRow = z.object({
  id: z.string(),
  guest_id: z.nullable(z.string()),
  path: z.string().check(z.regex(GUEST_UPLOAD_PATH)),
  kind: z.enum(['photo', 'video']),
  bytes: z.pipe(z.union([z.number(), z.string()]), z.transform(Number)),
  state: z.enum(['sending', 'stored', 'removed']),
  width: count,
  height: count,
  seconds: count,
  approved_at: z.nullable(z.string()),
  created_at: z.string(),
});

export interface GuestUpload {
  id: string;
  guestId: string | null;
  /** The guest's name; null once they are no longer on the list. */
  from: string | null;
  path: string;
  kind: 'photo' | 'video';
  bytes: number;
  state: 'sending' | 'stored' | 'removed';
  width: number | null;
  height: number | null;
  seconds: number | null;
  approved: boolean;
  createdAt: string;
}

export const NO_LONGER_ON_THE_LIST = 'a guest no longer on the list';

export class UploadsMissing extends Error {
  constructor() {
    super(`Guests' photos need the project's table for them: apply ${GUEST_UPLOADS_MIGRATION} and the one after it (see supabase/README.md).`);
  }
}

const PAGE = 1000;

export function uploadOf(row: unknown, names: Map<string, string>): GuestUpload {
  const r = uploadRow.parse(row);
  const guestId = r.guest_id?.toLowerCase() ?? null;
  return {
    id: r.id,
    guestId,
    from: guestId ? (names.get(guestId) ?? null) : null,
    path: r.path,
    kind: r.kind,
    bytes: r.bytes,
    state: r.state,
    width: r.width,
    height: r.height,
    seconds: r.seconds,
    approved: r.approved_at !== null,
    createdAt: r.created_at,
  };
}

export async function guestNames(client: SupabaseClient): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client.from('guests').select('id, name').order('id').range(from, from + PAGE - 1).retry(false);
    if (error) throw new Error(`Could not read the guests' names: ${describeError(error)}`);
    for (const g of (data ?? []) as { id: string; name: string }[]) names.set(g.id.toLowerCase(), g.name);
    if ((data ?? []).length < PAGE) return names;
  }
}

export async function readGuestUploads(client: SupabaseClient, state: GuestUpload['state'] = 'stored', names?: Map<string, string>): Promise<GuestUpload[]> {
  const rows: unknown[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from('guest_uploads')
      .select('*')
      .eq('state', state)
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, from + PAGE - 1)
      .retry(false);
    if (error && isMissingTable(error)) throw new UploadsMissing();
    if (error) throw new Error(`Could not read the guests' photos: ${describeError(error)}`);
    rows.push(...(data ?? []));
    if ((data ?? []).length < PAGE) break;
  }
  const known = names ?? (await guestNames(client));
  return rows.map((r) => uploadOf(r, known));
}
