import { scriptMarkCookie } from '@/components/desk/script-mark-cookie';

/** For a browser that ran the desk's script and no longer does: the guest list comes whole again. */
export function GET(): Response {
  const headers = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', location: '/desk', 'set-cookie': scriptMarkCookie(false, false) };
  return new Response(null, { status: 303, headers });
}
