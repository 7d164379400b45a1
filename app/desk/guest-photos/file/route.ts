import type { NextRequest } from 'next/server';
import { deskRoute } from '@/lib/desk/desk-action';
import { guestFile } from '@/lib/desk/guest-photos';
import { PRIVATE_HEADERS, privateText } from '@/lib/desk/private-answer';

export const GET = deskRoute('member', async (member, request: NextRequest) => {
  const asked = request.nextUrl.searchParams;
  const file = await guestFile(member.place, asked.get('path') ?? '', asked.has('whole'));
  if (!file) return privateText(404, 'Not found: it may have been removed.');
  if ('link' in file) return new Response(null, { status: 303, headers: { ...PRIVATE_HEADERS, location: file.link } });
  // Each upload has a name of its own that never changes: the phone keeps the small copy for the hour.
  return new Response(new Uint8Array(file.thumbnail), { headers: { ...PRIVATE_HEADERS, 'cache-control': 'private, max-age=3600', 'content-type': 'image/webp' } });
});
