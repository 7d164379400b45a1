import 'server-only';
import { getConfig, type AppConfig } from '@/lib/server/config';
import { processSingleton } from '@/lib/server/process-singleton';
import { OPENS } from '@/lib/wedding/limits';
import { withDeadline } from './deadline';
import { checkClientSettings, createServerClient } from './supabase-client';

// The one database function the anon key may call for it (supabase/migrations/20251201000000_guest_opens.sql).
export type OpenRecorder = (guestId: string) => Promise<void>;

export function createSupabaseOpenRecorder(settings: { url: string; anonKey: string; timeoutMs: number }): OpenRecorder {
  checkClientSettings(settings.url, settings.anonKey);
  // Made with the first open, not with the page that carries the beacon.
  let client: ReturnType<typeof createServerClient> | undefined;
  return async (guestId) => {
    const { error } = await withDeadline(settings.timeoutMs, async () =>
      (await (client ??= createServerClient(settings.url, settings.anonKey))).rpc('record_guest_open', { guest_id: guestId }),
    );
    if (error) throw error;
  };
}

export function selectOpenRecorder(config: AppConfig): OpenRecorder | null {
  if (!config.trackOpens || !config.supabase) return null;
  try {
    return createSupabaseOpenRecorder({ ...config.supabase, timeoutMs: OPENS.recordTimeoutMs });
  } catch {
    return null; // a client that cannot be made: the data source logs it, and nothing is recorded
  }
}

export const getOpenRecorder = (): OpenRecorder | null => processSingleton('open-recorder', () => selectOpenRecorder(getConfig()));
