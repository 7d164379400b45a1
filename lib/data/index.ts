import 'server-only';
import { getConfig, type AppConfig } from '@/lib/server/config';
import { processSingleton } from '@/lib/server/process-singleton';
import { siteSecret } from '@/lib/server/site-secret';
import { BACKEND_TIMEOUT_MS, OPENS } from '@/lib/wedding/limits';
import { builtInContent, type BuiltInContent } from './built-in';
import { withCallDeadlines } from './deadline';
import { createSampleSource } from './fallbacks';
import { createLocalSource } from './local';
import { withGuestMemo } from './guest-memo';
import { withUnknownGuestMemory } from './unknown-guests';
import { snapshotFileToRead } from './snapshot';
import { createSupabaseSource } from './supabase';
import type { DataSource } from './source';

export function reportNotConfigured(): void {
  console.error('Database not configured, using fallback data');
}

export function selectDataSource(config: AppConfig): DataSource {
  // Settings refused at start, or none outside `next dev` (lib/server/config.ts): no guest at all, on any host (spec §6, §8).
  if (config.refusesGuests || config.backendProblem) {
    reportNotConfigured();
    return createSampleSource();
  }
  if (config.supabase) {
    try {
      const opens = config.trackOpens ? { recordOpenTimeoutMs: OPENS.recordTimeoutMs } : {};
      return createSupabaseSource({ timeoutMs: BACKEND_TIMEOUT_MS, ...config.supabase, ...opens });
    } catch {
      reportNotConfigured();
      return createSampleSource();
    }
  }
  return withCallDeadlines(createLocalSource(config.contentDir, siteSecret(config.siteSecret)), BACKEND_TIMEOUT_MS);
}

export const getDataSource = (): DataSource => processSingleton('data-source', () => withGuestMemo(withUnknownGuestMemory(selectDataSource(getConfig()))));

export function getBuiltInContent(): BuiltInContent {
  const config = getConfig();
  return builtInContent(snapshotFileToRead(config.snapshotFile), Boolean(config.builtInDemo));
}
