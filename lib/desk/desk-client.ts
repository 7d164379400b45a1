import 'server-only';
import { createServerClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import { cookies, headers } from 'next/headers';
import { getConfig } from '@/lib/server/config';
import { clientOf } from '@/lib/invitation/link-limit';
import { deskCookieOptions } from './desk-cookies';
import { localDesk } from './local-desk';
import { takeSignInTry } from './sign-in-limit';

/** A site with a project has the signed-in desk; `npm run desk` serves it on the couple's computer. */
export const hasDesk = () => getConfig().supabase !== null || localDesk() !== null;

/** The signed-in person's Supabase client (the public key and their session); null on a site without a project, and on `npm run desk` (no one signs in there). */
export async function deskClient(): Promise<SupabaseClient | null> {
  const supabase = getConfig().supabase;
  if (!supabase || localDesk()) return null;
  const [store, requestHeaders] = await Promise.all([cookies(), headers()]);
  const secure = requestHeaders.get('x-forwarded-proto') === 'https';
  return createServerClient(supabase.url, supabase.anonKey, {
    cookieOptions: deskCookieOptions(secure),
    cookies: {
      getAll: () => store.getAll(),
      setAll(list) {
        // A server component cannot set cookies; the proxy has refreshed them for this request already.
        try {
          for (const { name, value, options } of list) store.set(name, value, options);
        } catch {}
      },
    },
  });
}

/** The site's own address: SITE_URL, else the one this request came to. */
export async function deskSiteUrl(): Promise<URL> {
  const configured = getConfig().siteUrl;
  if (configured) return configured;
  const h = await headers();
  const host = h.get('host') ?? 'localhost';
  return new URL(`${h.get('x-forwarded-proto') === 'https' ? 'https' : 'http'}://${host}/`);
}

/** One sign-in or invite try from this request's client at `account`; false once either has had its tries. */
export async function deskSignInTry(account: string): Promise<boolean> {
  return takeSignInTry(clientOf(await headers()), account);
}
