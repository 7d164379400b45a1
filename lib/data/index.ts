import 'server-only';
import { getConfig, type AppConfig } from '@/lib/server/config';
import { siteSecret } from '@/lib/server/site-secret';
import { BACKEND_TIMEOUT_MS } from '@/lib/wedding/constants';
import { builtInContent, type BuiltInContent } from './built-in';
import { createSampleSource, withBudget } from './fallbacks';
import { createLocalSource } from './local';
import { withGuestMemo } from './guest-memo';
import { createSupabaseSource } from './supabase';
import type { DataSource } from './source';

/** Supabase when it is configured; otherwise the local content directory (the demo by default). */
export function selectDataSource(config: AppConfig): DataSource {
  // Settings refused at start (lib/config.ts): samples, and no guest at all (spec §6, §8).
  if (config.backendProblem) {
    console.error('Database not configured, using fallback data');
    return createSampleSource();
  }
  if (config.supabase) {
    try {
      return withBudget(createSupabaseSource({ timeoutMs: BACKEND_TIMEOUT_MS, ...config.supabase }), BACKEND_TIMEOUT_MS);
    } catch {
      console.error('Database not configured, using fallback data');
      return createSampleSource();
    }
  }
  return withBudget(createLocalSource(config.contentDir, siteSecret(config.siteSecret)), BACKEND_TIMEOUT_MS);
}

// Next bundles route handlers and pages separately, each with its own copy of this module:
// the process-wide slot makes them share one source (and so one cache of signed URLs and content).
const SLOT = Symbol.for('wedding-invitation.data-source');
const slots = globalThis as typeof globalThis & { [SLOT]?: DataSource };

/** The one data source of this server process. */
export function getDataSource(): DataSource {
  slots[SLOT] ??= withGuestMemo(selectDataSource(getConfig()));
  return slots[SLOT];
}

/** The spec's "built-in sample data" for this deployment: the couple's snapshot; the samples for the built-in demo only. */
export function getBuiltInContent(): BuiltInContent {
  const config = getConfig();
  return builtInContent(config.snapshotFile, Boolean(config.builtInDemo));
}
