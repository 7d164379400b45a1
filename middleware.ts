import { NextResponse, type NextRequest } from 'next/server';
import { backendOrigin, contentSecurityPolicy, STATIC_SECURITY_HEADERS } from '@/lib/server/security-headers';

/** Security headers with a per-request CSP nonce, and search-engine-only noindex. No data access here. */
export function middleware(request: NextRequest) {
  // A path that cannot be decoded (e.g. '%E0%A4%A') would reach Next's router as a bare 500:
  // answer it as any unknown path instead.
  const malformed = !isDecodable(request.nextUrl.pathname);
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce, backendOrigin(process.env.SUPABASE_URL), process.env.NODE_ENV === 'development');

  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', csp);

  const response = malformed
    ? NextResponse.rewrite(new URL('/not-an-invitation', request.url), { request: { headers: requestHeaders } })
    : NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  // A generic noindex would also stop Telegram's link preview.
  response.headers.append('X-Robots-Tag', 'googlebot: noindex, nofollow');
  response.headers.append('X-Robots-Tag', 'bingbot: noindex, nofollow');
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
