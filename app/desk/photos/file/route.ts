import type { NextRequest } from 'next/server';
import { thumbnail } from '@/lib/desk/desk-photos';
import { memberSession } from '@/lib/desk/desk-session';

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

export async function GET(request: NextRequest): Promise<Response> {
  const member = await memberSession();
  if (!member) return new Response('Sign in at /desk first.', { status: 401, headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' } });
  const small = await thumbnail(member.place, request.nextUrl.searchParams.get('path') ?? '');
  if (!small) return new Response('Not found', { status: 404, headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' } });
  // Shared folders only (what every guest sees), under names that never change: the phone keeps it for the hour.
  return new Response(new Uint8Array(small), { headers: { ...PRIVATE, 'cache-control': 'private, max-age=3600', 'content-type': 'image/webp' } });
}
