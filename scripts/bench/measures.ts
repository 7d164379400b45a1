import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { median } from './timing';

/**
 * A page's first-load JavaScript as a modern browser loads it, raw and gzipped: every script the
 * HTML loads, except `noModule` ones (Next's legacy polyfills, which modern browsers never download).
 */
export async function firstLoadJs(pageUrl: string): Promise<{ files: number; bytes: number; gzipBytes: number }> {
  const html = await (await fetch(pageUrl)).text();
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bnomodule\b/i.test(tag));
  const sources = [...new Set(tags.map((tag) => /\ssrc="([^"]+\.js)"/.exec(tag)?.[1]).filter((src): src is string => Boolean(src)))];
  let bytes = 0;
  let gzipBytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, pageUrl))).arrayBuffer());
    bytes += body.byteLength;
    gzipBytes += gzipSync(body, { level: 9 }).byteLength;
  }
  return { files: sources.length, bytes, gzipBytes };
}

/** Requests per second at a fixed number of connections, for a bounded time. */
export async function requestsPerSecond(url: string, connections: number, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'identity' } });
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/** The sharing image: the first request (made and cached) and the median of the next ones. */
export async function shareImageTimes(url: string, warmRuns = 20): Promise<{ coldMs: number; warmMs: number; bytes: number }> {
  const time = async () => {
    const start = performance.now();
    const res = await fetch(url);
    const bytes = (await res.arrayBuffer()).byteLength;
    return { ms: performance.now() - start, bytes };
  };
  const cold = await time();
  const warm: number[] = [];
  for (let i = 0; i < warmRuns; i++) warm.push((await time()).ms);
  return { coldMs: cold.ms, warmMs: median(warm), bytes: cold.bytes };
}
