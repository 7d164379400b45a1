import { requestsPerSecond, shareImageTimes } from './measures';
import type { Row } from './report';
import { median, percentile, timeDocument } from './timing';

/** How fast the document streams (greeting after one backend round trip), the load it takes, the sharing image. */
export async function timingRows(baseUrl: string, page: string, guestName: string, latency: number, requests: number) {
  // The sharing image first, while its cache is cold.
  const share = await shareImageTimes(`${baseUrl}/share/image.jpg`);
  for (let i = 0; i < 5; i++) await timeDocument(page, guestName); // warm-up
  const runs = [];
  for (let i = 0; i < requests; i++) runs.push(await timeDocument(page, guestName));
  if (runs.some((r) => r.status !== 200 || r.greetingMs === null)) throw new Error('a request failed or never greeted the guest');

  const ttfb = runs.map((r) => r.ttfbMs);
  const greeting = runs.map((r) => r.greetingMs as number);
  const total = runs.map((r) => r.totalMs);
  const invite = await requestsPerSecond(page, 20, 10);
  const file = await requestsPerSecond(`${baseUrl}/images/placeholder.svg`, 20, 10);
  const rt = (ms: number) => `${(ms / latency).toFixed(2)} RT`;
  const rows: Row[] = [
    { figure: 'Backend latency per call', value: `${latency} ms`, target: '' },
    { figure: `TTFB median / p95 (n=${requests})`, value: `${median(ttfb).toFixed(1)} / ${percentile(ttfb, 95).toFixed(1)} ms`, target: '' },
    {
      figure: 'Greeting median / p95',
      value: `${median(greeting).toFixed(1)} / ${percentile(greeting, 95).toFixed(1)} ms (${rt(median(greeting))})`,
      target: `≤ ${latency + 30} ms (1 RT + 30 ms)`,
      met: percentile(greeting, 95) <= latency + 30,
    },
    {
      figure: 'Complete document median / p95',
      value: `${median(total).toFixed(1)} / ${percentile(total, 95).toFixed(1)} ms (${rt(median(total))})`,
      target: `≤ ${3 * latency + 50} ms (3 RT + 50 ms)`,
      met: percentile(total, 95) <= 3 * latency + 50,
    },
    { figure: 'Invite req/s at 20 connections', value: `${invite.rps.toFixed(0)} (p99 ${invite.p99Ms} ms, ${invite.errors} errors)`, target: '' },
    { figure: 'Static file req/s at 20 connections', value: `${file.rps.toFixed(0)} (${file.errors} errors)`, target: '' },
    { figure: 'Invite / static ratio', value: (invite.rps / file.rps).toFixed(3), target: '' },
    { figure: 'Sharing image cold', value: `${share.coldMs.toFixed(1)} ms (${(share.bytes / 1024).toFixed(0)} KB)`, target: '' },
    { figure: 'Sharing image warm (median)', value: `${share.warmMs.toFixed(1)} ms`, target: '≤ 20 ms', met: share.warmMs <= 20 },
  ];
  const figures = {
    ttfbMs: { median: median(ttfb), p95: percentile(ttfb, 95) },
    greetingMs: { median: median(greeting), p95: percentile(greeting, 95) },
    completeMs: { median: median(total), p95: percentile(total, 95) },
    rps: { invite, staticFile: file, ratio: invite.rps / file.rps },
    shareImage: share,
  };
  return { rows, figures };
}
