import { localCookieName, localDesk } from '@/lib/desk/local-desk';
import { spendKey } from '@/lib/desk/local-session';
import { PRIVATE_HEADERS } from '@/lib/desk/private-answer';

const MAX_BODY_BYTES = 4096;

export async function POST(request: Request): Promise<Response> {
  const desk = localDesk();
  if (!desk) return new Response('Not found.', { status: 404, headers: PRIVATE_HEADERS });
  const length = Number(request.headers.get('content-length') ?? MAX_BODY_BYTES + 1);
  const form = length <= MAX_BODY_BYTES ? await request.formData().catch(() => null) : null;
  const given = form?.get('key');
  const session = typeof given === 'string' ? spendKey(given.trim()) : null;
  const to = new URL(session ? '/desk' : '/desk?key=refused', `http://127.0.0.1:${desk.port}`);
  const headers = new Headers({ ...PRIVATE_HEADERS, location: to.pathname + to.search });
  // Lax, not Strict: the browser's first visit comes from the file the desk opened, and must keep the session.
  if (session) headers.append('set-cookie', `${localCookieName(desk.port)}=${session}; Path=/desk; HttpOnly; SameSite=Lax`);
  return new Response(null, { status: 303, headers });
}
