import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chromium, defineConfig } from '@playwright/test';
import { reservePort } from './tests/support/ports';

/** A browser Playwright installed itself first (a laptop), else the system's Chromium (CI, this machine). */
function chromiumPath(): string | undefined {
  try {
    if (existsSync(chromium.executablePath())) return undefined;
  } catch {
    // Playwright's own browser is not installed.
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

// Set once, in the runner's process, before it starts the workers, which inherit them: this run's id
// (the deployed build is made once per run, e2e/support/deployed.ts) and the port the stand-in behind
// the deployed build listens on, fixed at build time and reserved for the whole run.
process.env.E2E_RUN ??= randomUUID();
process.env.E2E_DEPLOYED_SUPABASE_PORT ??= String(reservePort());

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries: a journey that passes only on a second try is a failure to fix, not to hide.
  retries: 0,
  // A bound, not a figure: on two busy cores several journeys that take 6 s alone took 20-28 s in the full run.
  timeout: 45_000,
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  // A journey tagged @phone or @desktop runs at that width only; the others at both (docs/testing.md).
  projects: [
    {
      name: 'phone',
      grepInvert: /@desktop\b/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: 'desktop', grepInvert: /@phone\b/, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // A production build on the bundled demo wedding, with no backend and no network.
    command: `npm run build && npm start -- -p ${port}`,
    url: `${baseURL}/`,
    // A shared, busy machine builds slower: E2E_SERVER_TIMEOUT_MS gives it longer.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS) || 240_000,
    // Never another server that happens to answer on the port (the lead's, a stale one): it fails instead.
    reuseExistingServer: false,
    // Started for the demo as `npm run demo` starts it: with nothing configured a production server refuses every guest.
    env: { NEXT_TELEMETRY_DISABLED: '1', SUPABASE_URL: '', SUPABASE_ANON_KEY: '', CONTENT_DIR: 'content/demo', CONTENT_PROTECTION: 'auto' },
  },
});
