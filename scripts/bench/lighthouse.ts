import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { median } from './timing';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAccessibility: string[];
}

/** Lighthouse's mobile defaults (simulated slow 4G, a mid-range phone); the median of `runs`. */
export function lighthouseMobile(url: string, runs = 3): LighthouseFigures {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const run = spawnSync(process.execPath, [path.join(__dirname, 'lighthouse-run.mjs'), url], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`Lighthouse failed: ${run.stderr.slice(-500)}`);
    results.push(JSON.parse(run.stdout.trim().split('\n').pop() as string) as LighthouseFigures);
  }
  const pick = (k: 'performance' | 'accessibility' | 'lcpMs' | 'tbtMs' | 'cls') => median(results.map((r) => r[k]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    failedAccessibility: [...new Set(results.flatMap((r) => r.failedAccessibility))],
  };
}
