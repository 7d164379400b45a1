import { NextResponse, type NextRequest } from 'next/server';
import { searchEngineRobotsHeaders } from '@/lib/wedding/crawlers';
import { requestHost } from '@/lib/server/site-url';
import { gateInvitation, NOT_AN_INVITATION } from '@/lib/invitation/guest-gate';
import { backendOrigin, contentSecurityPolicy, STATIC_SECURITY_HEADERS } from '@/lib/server/security-headers';

/**
 * Security headers with a per-request CSP nonce, and search-engine-only noindex. For
 * /invite/{id} it also decides the guest before the first byte (the one lookup the greeting
 * needs anyway, shared with the page): no guest, and the answer is the no-access page with a 404;
 * a lookup that failed, and it is the notice with Try Again, answered 503.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // A path that cannot be decoded (e.g. '%E0%A4%A') would reach Next's router as a bare 500.
  const answerWith = isDecodable(pathname) ? await gateInvitation(pathname, requestHost(request.headers)) : NOT_AN_INVITATION;
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce, backendOrigin(process.env.SUPABASE_URL), process.env.NODE_ENV === 'development');

  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', csp);

  const response =
    answerWith === null
      ? NextResponse.next({ request: { headers: requestHeaders } })
      : NextResponse.rewrite(new URL(answerWith, request.url), { request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  for (const value of searchEngineRobotsHeaders()) response.headers.append('X-Robots-Tag', value);
  return response;
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export const config = {
  matcher: [
    {
      source: '/((?!_next/static|_next/image|images/|media/|share/|favicon.ico|robots.txt).*)',
      // Prefetches are not documents: no nonce needed.
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
