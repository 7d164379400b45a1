import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import type { Stack } from '../tests/support/stack';
import { GUESTS, invitePath } from './support/demo';
import { startSecondServer } from './support/second-server';

/**
 * The unknown-link limit on the production server, through the patch to Next that appends the
 * connection's address to X-Forwarded-For (patches/next+16.4.6.patch): a client is counted by the
 * connection it comes from, never by what it writes. Each journey floods a fresh server of its own.
 */

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

/** A GET from a loopback address of our choosing (Linux routes all of 127/8 to this machine). */
function getFrom(site: Stack, path: string, from: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(site.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path, localAddress: from, headers: { connection: 'close', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'] as string | undefined, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const madeUpLink = () => invitePath(randomUUID());

/** The statuses of made-up links asked one after another, each with the X-Forwarded-For `written(i)`. */
async function flood(site: Stack, count: number, from: string, written: (i: number) => string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < count; i++) answers.push(await getFrom(site, madeUpLink(), from, { 'x-forwarded-for': written(i) }));
  return answers;
}

function expectLimitedAfter30(answers: Answer[]): void {
  expect(answers.slice(0, 30).map((a) => a.status)).toEqual(Array(30).fill(404));
  expect(answers[0]!.body).toContain('Private Wedding Invitation');
  expect(answers.slice(30).map((a) => a.status)).toEqual(Array(answers.length - 30).fill(429));
  expect(Number(answers[30]!.retryAfter)).toBeGreaterThan(0);
  expect(Number(answers[30]!.retryAfter)).toBeLessThanOrEqual(60);
}

let site: Stack | undefined;

test.describe.configure({ mode: 'default' });
// Desktop only: the server answers the same to every viewport.
test.afterEach(async () => {
  await site?.stop();
  site = undefined;
});

test('a client writing a new X-Forwarded-For on each of 40 made-up links still meets 429', { tag: '@desktop' }, async () => {
  site = await startSecondServer({});
  const answers = await flood(site, 40, '127.0.0.1', (i) => `198.51.100.${i + 1}, 203.0.113.${i + 1}`);
  expectLimitedAfter30(answers);
});

test("a flood naming another address in X-Forwarded-For never holds back that address's guest", { tag: '@desktop' }, async () => {
  site = await startSecondServer({});
  // 127.0.0.1 claims to be forwarded for 127.0.0.2: it is its own connection that meets the limit.
  expectLimitedAfter30(await flood(site, 31, '127.0.0.1', () => '127.0.0.2'));
  const guest = await getFrom(site, invitePath(GUESTS.rosa.id), '127.0.0.2');
  expect(guest.status).toBe(200);
  expect(guest.body).toContain(GUESTS.rosa.name);
  expect((await getFrom(site, madeUpLink(), '127.0.0.2')).status).toBe(404);
});

test('with BEHIND_PROXY=on, the client is the entry left of the connection: what the proxy saw', { tag: '@desktop' }, async () => {
  site = await startSecondServer({ BEHIND_PROXY: 'on' });
  // 127.0.0.1 plays the couple's proxy: the client wrote the first entry, the proxy appended the second.
  expectLimitedAfter30(await flood(site, 35, '127.0.0.1', (i) => `192.0.2.${i + 1}, 203.0.113.77`));
  const other = await getFrom(site, madeUpLink(), '127.0.0.1', { 'x-forwarded-for': '203.0.113.77, 198.51.100.5' });
  expect(other.status).toBe(404);
});
