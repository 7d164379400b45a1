import { timingSafeEqual } from 'node:crypto';
import { refreshContent } from '@/lib/invitation/refresh';
import { getConfig } from '@/lib/server/config';

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Drops the cached wedding content so the next guest sees the couple's latest edit. */
export async function POST(request: Request) {
  const token = getConfig().refreshToken;
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!token) return new Response('Not found', { status: 404 });
  if (!same(given, token)) return new Response('Forbidden', { status: 403 });
  refreshContent();
  return Response.json({ refreshed: true });
}
