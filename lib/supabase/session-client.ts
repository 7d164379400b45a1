import type { CookieOptions } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DESK_ROUTE } from '@/lib/site/routes';

export interface SessionCookies {
  getAll(): { name: string; value: string }[];
  setAll(list: { name: string; value: string; options: CookieOptions }[], headers: Record<string, string>): void;
}

export const reachedOverHttps = (headers: Headers) => headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';

export async function sessionClient(url: string, anonKey: string, headers: Headers, cookies: SessionCookies): Promise<SupabaseClient> {
  const { createServerClient } = await import('@supabase/ssr');
  return createServerClient(url, anonKey, {
    cookieOptions: { path: DESK_ROUTE, sameSite: 'lax', httpOnly: true, secure: reachedOverHttps(headers) },
    cookies,
  });
}
