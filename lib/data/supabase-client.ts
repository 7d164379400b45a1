import 'server-only';
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import { deadlineFetch } from './deadline';

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** Nothing here opens a realtime channel; this transport says so if anything ever tried. */
class NoRealtime {
  constructor() {
    throw new Error('This site does not use Supabase Realtime');
  }
}

/**
 * Options every client of ours shares: no session (guests never log in, the tools use a key), and
 * a realtime transport that is never used. supabase-js refuses to start without a WebSocket, which
 * Node 20 lacks outside Next.js: the snapshot, seeding and the doctor run there too.
 */
export const clientOptions = (fetchImpl?: typeof fetch): SupabaseClientOptions<'public'> => ({
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoRealtime as unknown as RealtimeTransport },
  ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
});

/** Throws what supabase-js's createClient would for this URL and key (no URL, not http(s), malformed, no key). */
export function checkClientSettings(url: string, anonKey: string): void {
  const trimmed = url.trim();
  if (!/^https?:\/\//i.test(trimmed) || !URL.canParse(trimmed)) throw new Error(`Invalid Supabase URL: ${JSON.stringify(url)}`);
  if (!anonKey) throw new Error('The Supabase key is missing');
}

/**
 * The site's Supabase client: cookie-less and server-only; the key never leaves the server. Its requests
 * follow their call's deadline (./deadline.ts). Throws at once if the client cannot be created (e.g. a URL that is not one).
 */
export function createServerClient(url: string, anonKey: string): Promise<SupabaseClient> {
  checkClientSettings(url, anonKey);
  // Loaded here, not with this module: a site on local content never evaluates supabase-js.
  return import('@supabase/supabase-js').then(({ createClient }) => createClient(url, anonKey, clientOptions(deadlineFetch)));
}
