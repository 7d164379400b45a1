import type { NextRequest } from 'next/server';
import { deskRoute } from '@/lib/desk/desk-action';
import { thumbnail } from '@/lib/desk/desk-photos';
import { PRIVATE_HEADERS, privateText } from '@/lib/desk/private-answer';

export const GET = deskRoute('member', async (member, request: NextRequest) => {
  const small = await thumbnail(member.place, request.nextUrl.searchParams.get('path') ?? '');
  if (!small) return privateText(404, 'Not found');
  // Shared folders only (what every guest sees), under names that never change: the phone keeps it for the hour.
  return new Response(new Uint8Array(small), { headers: { ...PRIVATE_HEADERS, 'cache-control': 'private, max-age=3600', 'content-type': 'image/webp' } });
});
