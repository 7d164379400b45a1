import { keepAlive } from '@/lib/invitation/keep-alive';
import { hasBearer } from '@/lib/server/bearer';
import { getConfig } from '@/lib/server/config';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const secret = getConfig().cronSecret;
  if (!secret || !hasBearer(request, secret)) return new Response('Unauthorized', { status: 401, headers: { 'Cache-Control': 'no-store' } });
  const answer = await keepAlive();
  return Response.json(answer, { status: answer.answered ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
