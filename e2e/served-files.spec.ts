import { expect, test } from '@playwright/test';
import type { Stack } from '../tests/support/stack';
import { contentFolder, startSecondServer } from './support/second-server';

/** An SVG a couple might drop into their content folder without knowing it carries a script. */
const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="console.log('svg onload ran')">
  <script>console.log('svg script ran'); document.documentElement.setAttribute('data-ran', 'yes');</script>
  <rect width="100" height="100" fill="#c9a227"/>
</svg>`;
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

let stack: Stack;
let removeContent: () => Promise<void>;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  // Desktop only: one run is enough.
  const content = await contentFolder({ 'gallery/scripted.svg': SCRIPTED_SVG });
  removeContent = content.remove;
  stack = await startSecondServer({ CONTENT_DIR: content.dir });
});
test.afterAll(async () => {
  await stack?.stop();
  await removeContent?.();
});

test('a scripted SVG from the content folder is shown, but its script never runs', { tag: '@desktop' }, async ({ page }) => {
  const ran: string[] = [];
  page.on('console', (message) => ran.push(message.text()));
  const response = await page.goto(`${stack.baseUrl}/media/gallery/scripted.svg`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toBe('image/svg+xml');
  expect(response?.headers()['content-security-policy']).toBe(SANDBOX);
  // An SVG's script runs as it is parsed and its onload before the document's load event, whose
  // notice follows their console messages: once loaded, there is nothing left to wait for.
  await page.waitForLoadState('load');
  expect(ran.filter((text) => text.includes('ran'))).toEqual([]);
  expect(await page.locator('svg').getAttribute('data-ran')).toBeNull();
});

test('media files and the sharing image are sandboxed, never sniffed, and HTTPS-only', { tag: '@desktop' }, async ({ request }) => {
  for (const path of ['/media/gallery/scripted.svg', '/share/image.jpg', '/share/icon.png']) {
    const response = await request.get(`${stack.baseUrl}${path}`);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toBe(SANDBOX);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
  }
});
