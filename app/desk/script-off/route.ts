import { scriptMarkCookie } from '@/components/desk/script-mark-cookie';
import { PRIVATE_HEADERS } from '@/lib/desk/private-answer';

export function GET(): Response {
  const headers = { ...PRIVATE_HEADERS, location: '/desk', 'set-cookie': scriptMarkCookie(false, false) };
  return new Response(null, { status: 303, headers });
}
