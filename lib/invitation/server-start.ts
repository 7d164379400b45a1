import 'server-only';
import { existsSync } from 'node:fs';
import { snapshotFileToRead } from '@/lib/data/snapshot';
import { ConfigError, DEMO_CONTENT_DIR, getConfig } from '@/lib/server/config';

function unconfiguredLine(refusesGuests: boolean): string {
  return refusesGuests
    ? `Nothing configured: every guest link shows the notice (404), on every host. Set SUPABASE_URL and SUPABASE_ANON_KEY, or CONTENT_DIR, to publish; npm run demo serves the demo wedding (CONTENT_DIR=${DEMO_CONTENT_DIR})`
    : 'Nothing configured: the built-in demo wedding, because this is next dev (a production server would show every guest the notice; set SUPABASE_URL and SUPABASE_ANON_KEY, or CONTENT_DIR, to publish)';
}

export function startServer(): void {
  try {
    const config = getConfig();
    if (config.backendProblem) console.error(`The Supabase settings are refused, so every guest sees the notice: ${config.backendProblem}`);
    if (config.builtInDemo) console.log(unconfiguredLine(Boolean(config.refusesGuests)));
    console.log(
      config.supabase
        ? 'Data source: Supabase'
        : config.refusesGuests
          ? 'Data source: none, so no guest can be verified'
          : `Data source: local content (${config.contentDir}); set SUPABASE_URL and SUPABASE_ANON_KEY to use Supabase`,
    );
    const secret = ['SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_SECRET_KEY'].filter((name) => process.env[name]?.trim());
    if (secret.length) {
      console.warn(`${secret.join(' and ')} is set, and the site never uses it: on a host, remove it (only the couple's tools on their computer need it).`);
    }
    const snapshotFile = snapshotFileToRead(config.snapshotFile);
    if (config.supabase && !existsSync(/*turbopackIgnore: true*/ snapshotFile)) {
      console.warn(
        `No content snapshot at ${snapshotFile}: if Supabase fails before the content is read, guests are told to try again later instead of seeing your wedding. Run npm run snapshot (docs/couples-guide.md, "The couple's snapshot").`,
      );
    }
  } catch (e) {
    // Every request is refused with it as well (getConfig throws): the log says why once.
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    return;
  }
  // For `npm run load` only: on SIGUSR2, collect, let finalizers and timers run, collect again, then print the heap.
  if (process.env.MEMORY_PROBE === '1') {
    const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
    const tick = () => new Promise((resolve) => setTimeout(resolve, 50));
    process.on('SIGUSR2', () => {
      void (async () => {
        gc();
        await tick();
        gc();
        await tick();
        gc();
        console.log(`memory-probe ${JSON.stringify(process.memoryUsage())}`);
      })();
    });
  }
}
