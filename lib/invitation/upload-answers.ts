import 'server-only';
import { guestUploadStore, type GuestUploadStore } from '@/lib/data/guest-uploads';
import { describeError } from '@/lib/server/describe-error';
import { GUEST_UPLOADS, isRefusal, uploadWindow, UPLOAD_TYPES } from '@/lib/wedding/guest-uploads';
import { STORAGE } from '@/lib/wedding/spec-values';
import type { Guest, WeddingInfo } from '@/lib/wedding/types';
import * as z from '@/lib/wedding/zod';
import { getInvitation } from './get-invitation';
import { shownUpload } from './guest-uploads';
import { clientOf, noteLookup, retryAfterSeconds } from './link-limit';
import { uploadWait } from './upload-limit';

// The routes under /invite/{id}/uploads: each as the guest whose link it is, within the site's per-address limits.

export const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store', ...headers } });

interface UploadGuest {
  guest: Guest;
  info: WeddingInfo;
  store: GuestUploadStore;
}

/** The guest a request is for, or the answer it gets: unknown links cost what they cost on the page, uploads their own allowance. */
export async function uploadGuest(guestId: string, headers: Headers, counted = true): Promise<UploadGuest | Response> {
  const client = clientOf(headers);
  const retryAfter = Math.max(retryAfterSeconds(client, guestId), counted ? uploadWait(client) : 0);
  if (retryAfter > 0) return answer(429, { refused: 'busy' }, { 'Retry-After': String(retryAfter) });
  const result = await getInvitation(guestId);
  if (result.status === 'ok' || result.status === 'no-access') noteLookup(client, guestId, result.status === 'ok');
  const store = guestUploadStore();
  if (result.status === 'no-access' || (result.status === 'ok' && !store)) return answer(404, { refused: 'unknown' });
  if (result.status !== 'ok' || !store) return answer(503, { refused: 'failed' });
  return { guest: result.invitation.guest, info: result.invitation.info, store };
}

const failed = (what: string, e: unknown) => {
  console.error(`A guest's upload could not be ${what}: ${describeError(e)}`);
  return answer(503, { refused: 'failed' }, { 'Retry-After': '5' });
};

/** GET: the guest's own uploads, newest first. */
export async function listAnswer(guestId: string, headers: Headers): Promise<Response> {
  const found = await uploadGuest(guestId, headers, false);
  if (found instanceof Response) return found;
  try {
    const page = await found.store.page(found.guest.id);
    if (!page) return answer(404, { refused: 'unknown' });
    return answer(200, { open: page.open, own: page.own.map((u) => ({ ...shownUpload(found.guest.id, u), clientRef: u.client_ref })) });
  } catch (e) {
    return failed('listed', e);
  }
}

const ticketRequest = z.object({
  clientRef: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  type: z.enum(Object.keys(UPLOAD_TYPES) as [string, ...string[]]),
  bytes: z.int().check(z.positive(), z.lte(GUEST_UPLOADS.maxFileBytes)),
});

const refusedStatus = (reason: string) => (reason === 'unknown' ? 404 : reason === 'size' ? 413 : 409);

/** POST: a place for one file and Storage's token for it, or why not (the wedding's day, the guest's limits, the plan's room). */
export async function ticketAnswer(guestId: string, request: Request): Promise<Response> {
  const found = await uploadGuest(guestId, request.headers);
  if (found instanceof Response) return found;
  const asked = ticketRequest.safeParse(await request.json().catch(() => null));
  if (!asked.success) return answer(400, { refused: 'type' });
  const { guest, info, store } = found;
  // The database holds the couple's closing date and checks it too.
  if (Date.now() < uploadWindow(info, null).opensAt) return answer(409, { refused: 'closed' });
  try {
    const file = { ...asked.data, kind: UPLOAD_TYPES[asked.data.type]!.kind };
    const ticket = await store.ticket(guest.id, file);
    if ('refused' in ticket) {
      const reason = isRefusal(ticket.refused) ? ticket.refused : 'failed';
      return answer(refusedStatus(reason), { refused: reason });
    }
    if (ticket.state === 'stored') return answer(200, { id: ticket.id, state: 'stored' });
    const signed = await store.sign(guest.id, ticket.path);
    if (signed === 'refused') return answer(409, { refused: 'closed' });
    if (signed === 'arrived') return answer(200, { id: ticket.id, state: 'arrived' });
    return answer(200, { id: ticket.id, state: 'sending', path: ticket.path, token: signed.token, endpoint: store.endpoint, bucket: STORAGE.bucket });
  } catch (e) {
    return failed('given a place', e);
  }
}

/** DELETE: the guest takes one of theirs back, file and all. */
export async function deleteAnswer(guestId: string, uploadId: string, headers: Headers): Promise<Response> {
  const found = await uploadGuest(guestId, headers);
  if (found instanceof Response) return found;
  try {
    const own = (await found.store.page(found.guest.id))?.own.find((u) => u.id === uploadId);
    if (!own) return answer(404, { refused: 'unknown' });
    await found.store.remove(found.guest.id, own.id, own.path);
    return answer(200, { deleted: own.id });
  } catch (e) {
    return failed('deleted', e);
  }
}
