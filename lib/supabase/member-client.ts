import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { cookies, headers } from 'next/headers';
import { getConfig } from '@/lib/server/config';
import { sessionClient } from './session-client';

export async function memberClient(): Promise<SupabaseClient | null> {
  const supabase = getConfig().supabase;
  if (!supabase) return null;
  const [jar, requestHeaders] = await Promise.all([cookies(), headers()]);
  return sessionClient(supabase.url, supabase.anonKey, requestHeaders, {
    getAll: () => jar.getAll(),
    setAll(list) {
      // A page cannot set cookies: the proxy has refreshed them for this request already.
      try {
        for (const { name, value, options } of list) jar.set(name, value, options);
      } catch {}
    },
  });
}
