import 'server-only';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { fetchWithDeadline } from './deadline';

/**
 * The site's Supabase client: cookie-less and server-only. Guests never log in, so there is
 * no session to keep or refresh, and the key never leaves the server. Every request gives up
 * after `timeoutMs`. Throws if the client cannot be created (e.g. a URL that is not one).
 */
export function createServerClient(url: string, anonKey: string, timeoutMs: number): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchWithDeadline(timeoutMs) },
  });
}
