import { NextResponse, type NextRequest } from 'next/server';

/** Security headers for every page (no data access here). */
export function middleware(request: NextRequest) {
  void request;
  const response = NextResponse.next();
  response.headers.set('X-Content-Type-Options', 'nosniff');
  response.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|images/|media/|favicon.ico).*)'],
};
