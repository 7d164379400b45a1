import type { NextRequest, NextResponse } from 'next/server';
import { deskCookieOptions } from './desk-cookies';

type Pending = (response: NextResponse) => void;

/** Refreshes a desk request's session (Supabase's Next.js guide): the request sees the new cookies, the answer sets them. */
export async function refreshDeskSession(request: NextRequest): Promise<Pending> {
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_ANON_KEY;
  const toSet: Pending[] = [];
  if (!url || !key) return () => undefined;
  // Loaded with the first desk request: a guest's cold start never evaluates supabase-js.
  const { createServerClient } = await import('@supabase/ssr');
  const client = createServerClient(url, key, {
    cookieOptions: deskCookieOptions(request.nextUrl.protocol === 'https:'),
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(list, headers) {
        for (const { name, value } of list) request.cookies.set(name, value);
        toSet.push((response) => {
          for (const { name, value, options } of list) response.cookies.set(name, value, options);
          for (const [k, v] of Object.entries(headers)) response.headers.set(k, v);
        });
      },
    },
  });
  // Refresh only (an expired token is renewed, a live one costs no call): the page's getClaims() decides who may act.
  // A backend that does not answer leaves the page to say so; the proxy never fails a request for it.
  await client.auth.getSession().catch(() => undefined);
  return (response) => toSet.forEach((apply) => apply(response));
}
