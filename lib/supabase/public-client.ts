import 'server-only';
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

class NoRealtime {
  constructor() {
    throw new Error('This site does not use Supabase Realtime');
  }
}

// supabase-js refuses to start without a WebSocket, which Node 20 lacks outside Next.js.
export const clientOptions = (fetchImpl?: typeof fetch): SupabaseClientOptions<'public'> => ({
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoRealtime as unknown as RealtimeTransport },
  ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
});

export function checkClientSettings(url: string, anonKey: string): void {
  const trimmed = url.trim();
  if (!/^https?:\/\//i.test(trimmed) || !URL.canParse(trimmed)) throw new Error(`Invalid Supabase URL: ${JSON.stringify(url)}`);
  if (!anonKey) throw new Error('The Supabase key is missing');
}

export function publicClient(url: string, anonKey: string, fetchImpl?: typeof fetch): Promise<SupabaseClient> {
  checkClientSettings(url, anonKey);
  return import('@supabase/supabase-js').then(({ createClient }) => createClient(url, anonKey, clientOptions(fetchImpl)));
}
