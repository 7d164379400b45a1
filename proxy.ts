import { NextResponse, type NextRequest } from 'next/server';
import { searchEngineRobotsHeaders } from '@/lib/wedding/crawlers';
import { gateInvitation, INVITATION_ID_HEADER, NOT_AN_INVITATION } from '@/lib/invitation/guest-gate';
import { ownImageLink } from '@/lib/invitation/own-image-link';
import { imageSourceProblem } from '@/lib/server/image-sources';
import { pixelProblem } from '@/lib/data/image-pixels';
import { backendOrigin, contentSecurityPolicy, isFileRoute, STATIC_SECURITY_HEADERS } from '@/lib/server/security-headers';
import { STORAGE } from '@/lib/wedding/spec-values';
import { MAX_USER_AGENT_BYTES } from '@/lib/wedding/limits';
import { invitationIdIn, isDeskPath } from '@/lib/site/routes';
import { refreshSession } from '@/lib/supabase/proxy-session';
import { localDesk, localHostAllowed } from '@/lib/desk/local-desk';
import { UUID_PATTERN } from '@/lib/wedding/guest-id';

// CSP nonce, noindex, optimiser inputs, and the guest decided before the first byte (docs/decisions.md, "The proxy decides the guest").
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if ((request.headers.get('user-agent')?.length ?? 0) > MAX_USER_AGENT_BYTES) return plainAnswer(431, 'Request header too large: user-agent');
  const local = localDesk();
  if (local && !localHostAllowed(request.headers.get('host'), local.port)) {
    return plainAnswer(403, 'This desk answers only at the address it printed (127.0.0.1 or localhost).');
  }
  if (request.method === 'POST' && Number(request.headers.get('content-length')) > ACTION_BYTES && !FILE_FORMS.test(pathname)) {
    return plainAnswer(413, 'Too large: only the desk\'s photo and backup forms take more than 1 MB.');
  }
  if (pathname === '/_next/image') {
    const source = searchParams.get('url');
    const problem = imageSourceProblem(source, process.env.SUPABASE_URL, STORAGE.bucket);
    if (problem) {
      return plainAnswer(400, `Refused: ${problem}`);
    }
    if (/^https?:/.test(source as string)) {
      const own = await ownImageLink(source as string).catch(() => null);
      if (own === 'unknown') return plainAnswer(400, 'Refused: a photo link this site does not give');
      if (own) {
        const to = request.nextUrl.clone();
        to.searchParams.set('url', own);
        return NextResponse.redirect(to, { status: 307, headers: { 'Cache-Control': 'no-store' } });
      }
    }
    const pixels = await pixelProblem(source as string);
    if (pixels) return plainAnswer(PIXEL_REFUSALS[pixels].status, `Refused: ${PIXEL_REFUSALS[pixels].text}`);
    return NextResponse.next();
  }
  // A path that cannot be decoded (e.g. '%E0%A4%A') would reach Next's router as a bare 500.
  const answerWith = isDecodable(pathname) ? await gateInvitation(pathname, request.headers) : NOT_AN_INVITATION;
  if (typeof answerWith === 'object' && answerWith !== null) {
    const answer = plainAnswer(429, 'Too many unknown invitation links from here: try your link again in a minute.');
    answer.headers.set('Retry-After', String(answerWith.retryAfter));
    return answer;
  }

  // Only the desk's paths carry a session (its cookies' path is /desk): refreshed here, before the page reads it.
  const setSession = isDeskPath(pathname) && !local ? await refreshSession(request) : null;

  // Next puts the nonce of the request's CSP on its scripts: ours replaces whatever the request brought.
  const requestHeaders = new Headers(request.headers);
  const pagePolicy = isFileRoute(pathname) ? null : pageCsp(isDeskPath(pathname));
  if (pagePolicy) requestHeaders.set('Content-Security-Policy', pagePolicy);
  else requestHeaders.delete('Content-Security-Policy');
  // Which guest's invitation the page is (for its language): only ever this proxy's word, never the request's.
  requestHeaders.delete(INVITATION_ID_HEADER);
  const guestId = answerWith === null ? invitationIdIn(pathname) : undefined;
  if (guestId !== undefined) requestHeaders.set(INVITATION_ID_HEADER, guestId);

  const response =
    answerWith === null
      ? NextResponse.next({ request: { headers: requestHeaders } })
      : NextResponse.rewrite(new URL(answerWith, request.url), { request: { headers: requestHeaders } });
  if (pagePolicy) response.headers.set('Content-Security-Policy', pagePolicy);
  for (const value of searchEngineRobotsHeaders()) response.headers.append('X-Robots-Tag', value);
  if (pagePolicy) response.headers.append('Vary', 'Accept-Language');
  setSession?.(response);
  return response;
}

// next.config.ts lets an action's body reach 4 MB for a photo or a small backup; every other form keeps Next's own 1 MB.
const ACTION_BYTES = 1_000_000;
const FILE_FORMS = new RegExp(`^/desk/(photos|backups|guests/${UUID_PATTERN})$`, 'i');

const PIXEL_REFUSALS = {
  'too large': { status: 413, text: 'an image above the pixel limit' },
  unreadable: { status: 415, text: 'an image whose size cannot be read' },
  unreachable: { status: 502, text: 'the image did not answer' },
} as const;

const plainAnswer = (status: number, text: string) =>
  new NextResponse(text, { status, headers: { ...STATIC_SECURITY_HEADERS, 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } });

const pageCsp = (desk: boolean) =>
  contentSecurityPolicy(btoa(crypto.randomUUID()), backendOrigin(process.env.SUPABASE_URL), process.env.NODE_ENV === 'development', desk);

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

// Only the build's hashed files skip it (a missing one is a plain-text 404, never a page).
export const config = { matcher: ['/((?!_next/static/).*)'] };
