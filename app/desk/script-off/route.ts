import { SCRIPT_MARK_COOKIE } from '@/components/desk/script-mark-cookie';

/** For a browser that ran the desk's script and no longer does: the guest list comes whole again. */
export function GET(): Response {
  const headers = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', location: '/desk', 'set-cookie': `${SCRIPT_MARK_COOKIE}=; Path=/desk; Max-Age=0; SameSite=Lax` };
  return new Response(null, { status: 303, headers });
}
