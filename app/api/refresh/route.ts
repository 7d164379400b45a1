import { refreshContent } from '@/lib/invitation/refresh';
import { hasBearer } from '@/lib/server/bearer';
import { getConfig } from '@/lib/server/config';

/**
 * Reads the wedding content again at once, so the next guest sees the couple's latest edit. A
 * read that fails keeps the last good copy (and says so); it is retried soon on its own.
 */
export async function POST(request: Request) {
  const token = getConfig().refreshToken;
  if (!token) return new Response('Not found', { status: 404 });
  if (!hasBearer(request, token)) return new Response('Forbidden', { status: 403 });
  const refreshed = await refreshContent();
  return Response.json(refreshed ? { refreshed: true } : { refreshed: false, serving: 'the last good copy; retrying soon' });
}
