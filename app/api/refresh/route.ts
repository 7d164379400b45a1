import { refreshContent } from '@/lib/invitation/refresh';
import { hasBearer } from '@/lib/server/bearer';
import { getConfig } from '@/lib/server/config';

export async function POST(request: Request) {
  const token = getConfig().refreshToken;
  if (!token) return new Response('Not found', { status: 404 });
  if (!hasBearer(request, token)) return new Response('Forbidden', { status: 403 });
  const refreshed = await refreshContent();
  return Response.json(refreshed ? { refreshed: true } : { refreshed: false, serving: 'the last good copy; retrying soon' });
}
