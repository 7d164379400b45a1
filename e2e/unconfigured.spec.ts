import { expect, test } from '@playwright/test';
import type { Stack } from '../tests/support/stack';
import { GUESTS, invitePath } from './support/demo';
import { startSecondServer } from './support/second-server';

/**
 * A deployment that forgot its settings: no backend, no CONTENT_DIR. The built-in demo is for
 * development hosts only (spec §6's list); a public host gets the notice and the log says why.
 */
let stack: Stack;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({}, info) => {
  test.skip(info.project.name !== 'desktop', 'one run is enough');
  stack = await startSecondServer({ CONTENT_DIR: '' });
});
test.afterAll(async () => stack?.stop());

const hostOf = (name: string) => `${name}:${new URL(stack.baseUrl).port}`;
const greets = (html: string) => /Dear\s*(<!-- -->)?\s*<span[^>]*>Margaret Ellis</.test(html);

test('a public host gets the no-access notice with 404, and the log says the database is not configured', async ({ request }) => {
  const response = await request.get(`${stack.baseUrl}${invitePath(GUESTS.margaret.id)}`, { headers: { host: hostOf('wedding.example') } });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('Private Wedding Invitation');
  expect(greets(html)).toBe(false);
  await expect.poll(() => stack.output()).toContain('Database not configured, using fallback data');
});

test('a public host that claims to be forwarded for localhost still gets the notice, and previews never name its host', async ({ request }) => {
  const response = await request.get(`${stack.baseUrl}${invitePath(GUESTS.margaret.id)}`, {
    headers: { host: hostOf('wedding.example'), 'x-forwarded-host': 'localhost', 'x-forwarded-proto': 'http' },
  });
  expect(response.status()).toBe(404);
  expect(greets(await response.text())).toBe(false);
  const local = await request.get(`${stack.baseUrl}${invitePath(GUESTS.margaret.id)}`, { headers: { host: hostOf('localhost'), 'x-forwarded-host': 'evil.example' } });
  expect(local.status()).toBe(200);
  expect(await local.text()).not.toContain('evil.example');
});

for (const host of ['localhost', '127.0.0.1', '192.168.1.20', 'wedding.local']) {
  test(`a development host (${host}) still gets the demo wedding`, async ({ request }) => {
    const response = await request.get(`${stack.baseUrl}${invitePath(GUESTS.margaret.id)}`, { headers: { host: hostOf(host) } });
    expect(response.status()).toBe(200);
    expect(greets(await response.text())).toBe(true);
  });
}
