import type { NextRequest } from 'next/server';
import { thumbnail } from '@/lib/desk/desk-photos';
import { memberSession } from '@/lib/desk/desk-session';

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

/** The desk's small copy of a gallery or story photo, for members only; never a guest's own folder. */
export async function GET(request: NextRequest): Promise<Response> {
  const member = await memberSession();
  if (!member) return new Response('Sign in at /desk first.', { status: 401, headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' } });
  const small = await thumbnail(member.place, request.nextUrl.searchParams.get('path') ?? '');
  if (!small) return new Response('Not found', { status: 404, headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(small), { headers: { ...PRIVATE, 'content-type': 'image/webp' } });
}
