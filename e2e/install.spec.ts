import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { GUESTS, invitePath, UNKNOWN_GUEST_ID } from './support/demo';
import { expect, test } from './support/fixtures';
import { InvitationPage } from './support/invitation-page';

const MARGARET = invitePath(GUESTS.margaret.id);

test.describe('Add to Home Screen', () => {
  test("an invitation is installable, and the installed icon opens this guest's own link", { tag: '@phone' }, async ({ baseURL, consoleGuard }) => {
    // Chromium never offers to install from a private window, and Playwright's contexts are private: use a profile.
    const profile = await mkdtemp(join(tmpdir(), 'invitation-install-'));
    const { launchOptions, viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
    const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, viewport, isMobile, hasTouch, deviceScaleFactor });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      consoleGuard.watch(page);
      await expectInstallable(page, `${baseURL}${MARGARET}/manifest.webmanifest`);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('someone without a guest link learns nothing from a manifest address', { tag: '@desktop' }, async ({ request }) => {
    for (const id of [UNKNOWN_GUEST_ID, 'not-a-guest']) {
      const response = await request.get(`${invitePath(id)}/manifest.webmanifest`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toBe('');
    }
  });
});

async function expectInstallable(page: Page, manifestUrl: string) {
  await new InvitationPage(page).goto(GUESTS.margaret.id);
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((e) => e.errorId), { timeout: 15_000 })
    .toEqual([]);

  const { url, data, errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  expect(url).toBe(manifestUrl);
  const manifest = JSON.parse(data ?? '{}');
  expect(new URL(manifest.start_url, url).pathname).toBe(MARGARET);
  expect(manifest.name).toBe('Wedding Invitation - Amelia & Daniel');
  expect(JSON.stringify(manifest)).not.toContain(GUESTS.margaret.name);
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons as { src: string }[]) {
    const response = await page.request.get(new URL(icon.src, url).href);
    expect(response.headers()['content-type']).toBe('image/png');
  }
}
