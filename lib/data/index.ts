import 'server-only';
import { getConfig, type AppConfig } from '@/lib/config';
import { createSampleSource, withFallbacks } from './fallbacks';
import { createLocalSource } from './local';
import { createSupabaseSource } from './supabase';
import type { DataSource } from './types';

/** Supabase when it is configured; otherwise the local content directory (the demo by default). */
export function selectDataSource(config: AppConfig): DataSource {
  if (config.supabase) {
    try {
      return withFallbacks(createSupabaseSource(config.supabase));
    } catch {
      console.error('Database not configured, using fallback data');
      return createSampleSource();
    }
  }
  return withFallbacks(createLocalSource(config.contentDir));
}

let source: DataSource | undefined;

/** The one data source of this server process. */
export function getDataSource(): DataSource {
  source ??= selectDataSource(getConfig());
  return source;
}
