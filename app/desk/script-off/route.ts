import { scriptMarkCookie } from '@/components/desk/script-mark-cookie';
import { PRIVATE_HEADERS } from '@/lib/desk/private-answer';

/** For a browser that ran the desk's script and no longer does: the guest list comes whole again. */
export function GET(): Response {
  const headers = { ...PRIVATE_HEADERS, location: '/desk', 'set-cookie': scriptMarkCookie(false, false) };
  return new Response(null, { status: 303, headers });
}
