import { expect, test } from '@playwright/test';
import type { Stack } from '../tests/support/stack';
import { GUESTS, invitePath } from './support/demo';
import { startSecondServer } from './support/second-server';

/**
 * A deployment that forgot its settings (no backend, no CONTENT_DIR): every guest link shows the notice,
 * on every host, whatever the request's Host or X-Forwarded-Host say, and the log says why. A server
 * started for the demo the way `npm run demo` starts it (CONTENT_DIR=content/demo) serves it on any host.
 */
let unconfigured: Stack;
let demo: Stack;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // Desktop only: one run is enough.
  unconfigured = await startSecondServer({ CONTENT_DIR: '' });
  demo = await startSecondServer({ CONTENT_DIR: 'content/demo' });
});
test.afterAll(async () => Promise.all([unconfigured?.stop(), demo?.stop()]));

const hostOf = (stack: Stack, name: string) => `${name}:${new URL(stack.baseUrl).port}`;
const greets = (html: string) => /Dear\s*(<!-- -->)?\s*<span[^>]*>Margaret Ellis</.test(html);
const margaret = invitePath(GUESTS.margaret.id);

const HOSTS: [string, Record<string, string>][] = [
  ['a public host claiming to be forwarded for localhost', { host: 'wedding.example', 'x-forwarded-host': 'localhost', 'x-forwarded-proto': 'http' }],
  ['localhost', { host: 'localhost' }],
  ['a loopback address', { host: '127.0.0.1' }],
  ['a private address', { host: '10.0.0.1' }],
  ['a .local name', { host: 'wedding.local' }],
];

for (const [name, { host, ...rest }] of HOSTS) {
  test(`with nothing configured, ${name} gets the notice with 404 for a demo guest's link`, { tag: '@desktop' }, async ({ request }) => {
    const response = await request.get(`${unconfigured.baseUrl}${margaret}`, { headers: { host: hostOf(unconfigured, host!), ...rest } });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Private Wedding Invitation');
    expect(greets(html)).toBe(false);
  });
}

test("with nothing configured, nothing of the demo's day or photos is served, and the log says why", { tag: '@desktop' }, async ({ request }) => {
  const headers = { host: hostOf(unconfigured, 'localhost') };
  for (const path of [`/api/calendar/wedding-invitation.ics?guest=${GUESTS.margaret.id}`, `${margaret}/manifest.webmanifest`, `${margaret}/notices`, '/media/gallery/hero-couple.jpg']) {
    expect((await request.get(`${unconfigured.baseUrl}${path}`, { headers })).status(), path).toBe(404);
  }
  const output = unconfigured.output();
  expect(output).toContain('Nothing configured: every guest link shows the notice (404), on every host.');
  await expect.poll(() => unconfigured.output()).toContain('Database not configured, using fallback data');
});

test('a server started for the demo (CONTENT_DIR=content/demo) serves it on a public host, and previews never name a forwarded host', { tag: '@desktop' }, async ({ request }) => {
  const response = await request.get(`${demo.baseUrl}${margaret}`, { headers: { host: hostOf(demo, 'wedding.example'), 'x-forwarded-host': 'evil.example' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(greets(html)).toBe(true);
  expect(html).toMatch(new RegExp(`property="og:url" content="https?://wedding\\.example:\\d+${margaret}"`));
  expect(html).not.toContain('evil.example');
});
