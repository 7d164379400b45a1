import 'server-only';
import { getInvitation } from './get-invitation';
import { guestNotices } from './guest-notices';
import { clientOf, noteLookup, retryAfterSeconds } from './link-limit';
import { noticeFaces } from './page-faces';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store', ...headers } });

/** GET /invite/{id}/notices: the guest's notices and the faces of their new letters, a few hundred bytes, for the page's poll and the offline worker. */
export async function noticesAnswer(guestId: string, headers: Headers): Promise<Response> {
  // Unknown links cost what they cost on the page itself: one lookup a minute from a client past its allowance.
  const client = clientOf(headers);
  const retryAfter = retryAfterSeconds(client, guestId);
  if (retryAfter > 0) return answer(429, { notices: null }, { 'Retry-After': String(retryAfter) });
  const result = await getInvitation(guestId);
  if (result.status === 'ok' || result.status === 'no-access') noteLookup(client, guestId, result.status === 'ok');
  if (result.status === 'no-access') return answer(404, { notices: null });
  if (result.status !== 'ok') return answer(503, { notices: null });
  const notices = await guestNotices(result.invitation);
  // The faces of letters the page was not cut to come with them: a new notice is drawn in the page's own faces.
  const faces = noticeFaces(result.invitation, notices);
  return answer(200, faces ? { notices, faces } : { notices });
}
