import { request } from 'node:http';

export interface DocumentTiming {
  status: number;
  ttfbMs: number;
  /** When 'Dear {name}' arrived, or null if it never did. */
  greetingMs: number | null;
  totalMs: number;
  bytes: number;
}

/** Fetches a page and times its stream: first byte, the guest's greeting, the end of the document. */
export function timeDocument(url: string, guestName: string): Promise<DocumentTiming> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let ttfb = 0;
    let greeting: number | null = null;
    let text = '';
    const req = request(url, { headers: { 'user-agent': 'Mozilla/5.0 (bench) Chrome/140', 'accept-encoding': 'identity' } }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (!ttfb) ttfb = performance.now() - start;
        text += chunk;
        if (greeting === null && new RegExp(`Dear\\s*(<!-- -->)?\\s*<span[^>]*>${guestName}<`).test(text)) {
          greeting = performance.now() - start;
        }
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ttfbMs: ttfb, greetingMs: greeting, totalMs: performance.now() - start, bytes: Buffer.byteLength(text) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export const median = (values: number[]) => percentile(values, 50);
