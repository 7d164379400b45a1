import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describeError } from '@/lib/couple/project';
import { STORAGE } from '@/lib/wedding/spec-values';

// A phone's upload goes to incoming/ under a ticket that says what it may hold (supabase/migrations/…_upload_tickets.sql).

const TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const TICKET = /^incoming\/[0-9a-f-]{36}\.(jpg|webp)$/;
const HOUR_MS = 60 * 60_000;

export interface UploadTickets {
  issue(type: string, maxBytes: number): Promise<{ path: string; url: string } | null>;
  claim(path: string): Promise<{ bytes: Buffer; type: string } | { reason: string }>;
}

export function projectTickets(client: SupabaseClient): UploadTickets {
  const bucket = () => client.storage.from(STORAGE.bucket);
  const spend = async (paths: string[]) => {
    if (!paths.length) return;
    await bucket().remove(paths);
    await client.from('upload_tickets').delete().in('path', paths);
  };
  return {
    async issue(type, maxBytes) {
      const extension = TYPES[type];
      if (!extension) return null;
      const { data: stale } = await client.from('upload_tickets').select('path').lt('created_at', new Date(Date.now() - HOUR_MS).toISOString()).limit(100);
      await spend((stale ?? []).map((t) => String(t.path))).catch(() => undefined);
      const path = `incoming/${randomUUID()}.${extension}`;
      const { error } = await client.from('upload_tickets').insert({ path, content_type: type, max_bytes: maxBytes });
      if (error) return null;
      const { data } = await bucket().createSignedUploadUrl(path);
      return data ? { path, url: data.signedUrl } : null;
    },
    async claim(path) {
      if (!TICKET.test(path)) return { reason: 'The upload came back in pieces: choose the photo again.' };
      const { data: ticket } = await client.from('upload_tickets').select('content_type, max_bytes, created_at').eq('path', path).maybeSingle();
      if (!ticket || Date.parse(String(ticket.created_at)) < Date.now() - HOUR_MS) return { reason: 'The photo did not arrive: choose it again.' };
      try {
        const { data: listed } = await bucket().list('incoming', { search: path.slice('incoming/'.length), limit: 1 });
        const size = Number((listed?.[0]?.metadata as { size?: unknown } | null | undefined)?.size);
        if (!Number.isFinite(size)) return { reason: 'The photo did not arrive: choose it again.' };
        if (size > Number(ticket.max_bytes)) return { reason: `The photo is ${Math.ceil(size / 1_000_000)} MB: at most ${Math.floor(Number(ticket.max_bytes) / 1_000_000)} MB.` };
        const { data, error } = await bucket().download(path);
        if (error || !data) return { reason: `The photo could not be read back: ${describeError(error)}` };
        return { bytes: Buffer.from(await data.arrayBuffer()), type: String(ticket.content_type) };
      } finally {
        await spend([path]).catch(() => undefined);
      }
    },
  };
}
