import { createHash, timingSafeEqual } from 'node:crypto';
import { refreshContent } from '@/lib/invitation/refresh';
import { getConfig } from '@/lib/server/config';

/** Compares digests, which always have the same length, whatever was sent (any length, any characters). */
const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/**
 * Reads the wedding content again at once, so the next guest sees the couple's latest edit. A
 * read that fails keeps the last good copy (and says so); it is retried soon on its own.
 */
export async function POST(request: Request) {
  const token = getConfig().refreshToken;
  if (!token) return new Response('Not found', { status: 404 });
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!same(given, token)) return new Response('Forbidden', { status: 403 });
  const refreshed = await refreshContent();
  return Response.json(refreshed ? { refreshed: true } : { refreshed: false, serving: 'the last good copy; retrying soon' });
}
