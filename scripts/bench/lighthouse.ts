import { spawn } from 'node:child_process';
import path from 'node:path';
import { median } from './timing';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  /** Speed Index: how soon the page looks complete (the couple's photo is most of it). */
  siMs: number;
  tbtMs: number;
  cls: number;
  /** Everything the page downloaded, in bytes. */
  bytes: number;
  /** What the largest contentful paint was, as Lighthouse labels it (the most frequent one). */
  lcpElement: string;
  /** Font files the page downloaded (the union over the runs). */
  fonts: string[];
  failedAccessibility: string[];
  /** Where the main thread went (LH_PROFILE runs only: scripts/bench/trace-costs.mjs). */
  costs?: Record<'byGroup' | 'events' | 'functions' | 'longTasks', { name: string; ms: number }[]> & { byScript: { name: string; ms: number }[] };
}

/** Observed (the page loaded over DevTools' throttled link and CPU) or simulated (Lighthouse's Lantern estimate). */
export type Throttling = 'devtools' | 'simulate';

/**
 * One Lighthouse run with its mobile defaults (slow 4G, 4× CPU), in a fresh Chromium.
 * Asynchronous on purpose: the stand-in backend answers from this process's event loop.
 */
export function lighthouseOnce(url: string, throttling: Throttling, env: Record<string, string> = {}): Promise<LighthouseFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'lighthouse-run.mjs'), url, throttling], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`Lighthouse failed on ${url}: ${err.slice(-500)}`));
      else resolve(JSON.parse(out.trim().split('\n').pop() as string) as LighthouseFigures);
    });
  });
}

const mostFrequent = (values: string[]) =>
  [...new Set(values)].sort((a, b) => values.filter((v) => v === b).length - values.filter((v) => v === a).length)[0] ?? '';

function medians(results: LighthouseFigures[]): LighthouseFigures {
  const pick = (k: 'performance' | 'accessibility' | 'fcpMs' | 'lcpMs' | 'siMs' | 'tbtMs' | 'cls' | 'bytes') => median(results.map((r) => r[k]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    siMs: pick('siMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    bytes: pick('bytes'),
    lcpElement: mostFrequent(results.map((r) => r.lcpElement)),
    fonts: [...new Set(results.flatMap((r) => r.fonts))].sort(),
    failedAccessibility: [...new Set(results.flatMap((r) => r.failedAccessibility))],
  };
}

/**
 * Lighthouse on every page in turn, `rounds` times (page A, B, C, A, B, C, …), so that a busy
 * moment of a shared machine falls on all of them alike; the medians per page.
 */
export async function lighthouseInterleaved<K extends string>(pages: Record<K, string>, rounds: number, throttling: Throttling): Promise<Record<K, LighthouseFigures>> {
  const names = Object.keys(pages) as K[];
  const runs = new Map<K, LighthouseFigures[]>(names.map((n) => [n, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const name of names) {
      const figures = await lighthouseOnce(pages[name], throttling);
      runs.get(name)?.push(figures);
      console.log(`  ${throttling} round ${round}/${rounds} ${name}: ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, SI ${Math.round(figures.siMs)} ms, CLS ${figures.cls.toFixed(3)}`);
    }
  }
  return Object.fromEntries(names.map((n) => [n, medians(runs.get(n) ?? [])])) as Record<K, LighthouseFigures>;
}
