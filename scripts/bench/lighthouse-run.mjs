// Runs Lighthouse once and prints the figures as JSON. Plain JavaScript on purpose: Lighthouse
// sends functions into the page as source text, and a TypeScript loader's helpers would break them.
import { existsSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mainThreadCosts, topEvents, topFunctions } from './trace-costs.mjs';

const url = process.argv[2];
// 'devtools': observed timings, the page really loaded over a throttled link and CPU (the targets);
// 'simulate': Lighthouse's estimate from a fast load (its default, Lantern), reported beside them.
const method = process.argv[3] === 'simulate' ? 'simulate' : 'devtools';
const chromePath = process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p));
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  // Lighthouse's mobile defaults (slow 4G, a 4× slower CPU), applied as throttling or as a simulation.
  const run = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    throttlingMethod: method,
    // LH_PROFILE: JavaScript samples in the trace, for the functions the main thread spent its time in.
    ...(process.env.LH_PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    // LH_HEADERS: headers for every request (the desk bench's signed-in session).
    ...(process.env.LH_HEADERS ? { extraHeaders: JSON.parse(process.env.LH_HEADERS) } : {}),
  });
  const lhr = run.lhr;
  // LH_REPORT=prefix keeps the whole report, to see what a page fetched and when.
  if (process.env.LH_REPORT) writeFileSync(`${process.env.LH_REPORT}-${Date.now()}.json`, JSON.stringify(lhr));
  if (process.env.LH_TRACE) writeFileSync(`${process.env.LH_TRACE}-${Date.now()}.trace.json`, JSON.stringify(run.artifacts.Trace));
  const audit = (id) => lhr.audits[id]?.numericValue;
  const lcpItem = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  console.log(
    JSON.stringify({
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      siMs: audit('speed-index'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
      lcpElement: lcpItem ? `${lcpItem.nodeLabel ?? ''}`.slice(0, 40) : '',
      fonts: requests.filter((r) => r.resourceType === 'Font').map((r) => r.url.split('/').pop()),
      ...(process.env.LH_PROFILE ? { costs: { ...mainThreadCosts(lhr), events: topEvents(run.artifacts.Trace?.traceEvents ?? []), functions: topFunctions(run.artifacts.Trace?.traceEvents ?? []) } } : {}),
      failedAccessibility: Object.values(lhr.audits)
        .filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id),
    }),
  );
} finally {
  await chrome.kill();
}
