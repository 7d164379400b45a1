import 'server-only';
import { ConfigError, getConfig } from '@/lib/server/config';

/** Validates the configuration at start-up, so a mistake is reported clearly before any guest arrives. */
export function startServer(): void {
  try {
    const config = getConfig();
    if (config.backendProblem) console.error(`The Supabase settings are refused, so every guest sees the notice: ${config.backendProblem}`);
    if (config.builtInDemo) console.log('Nothing configured: the built-in demo wedding, for development hosts only (set CONTENT_DIR or Supabase to publish)');
    console.log(
      config.supabase
        ? 'Data source: Supabase'
        : `Data source: local content (${config.contentDir}); set SUPABASE_URL and SUPABASE_ANON_KEY to use Supabase`,
    );
  } catch (e) {
    if (e instanceof ConfigError) console.error(e.message);
    throw e;
  }
  // For `npm run load` only: on SIGUSR2, collect garbage and print what the heap still holds.
  if (process.env.MEMORY_PROBE === '1') {
    process.on('SIGUSR2', () => {
      (globalThis as { gc?: () => void }).gc?.();
      console.log(`memory-probe ${JSON.stringify(process.memoryUsage())}`);
    });
  }
}
