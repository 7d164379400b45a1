import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { GUESTS, invitePath } from './support/demo';
import { expect, test } from './support/fixtures';
import { contextMenuBlocked, InvitationPage, keyBlocked } from './support/invitation-page';

const SAVE = {
  'Ctrl+S': { key: 's', code: 'KeyS', ctrlKey: true },
  'Cmd+S': { key: 's', code: 'KeyS', metaKey: true },
  // Other layouts send another character for the same physical key.
  'Ctrl+S on a Russian layout': { key: 'ы', code: 'KeyS', ctrlKey: true },
  'Cmd+S on a Greek layout': { key: 'σ', code: 'KeyS', metaKey: true },
  'Ctrl+S with Caps Lock': { key: 'S', code: 'KeyS', ctrlKey: true },
};
const INSPECT = {
  F12: { key: 'F12', code: 'F12' },
  'Ctrl+Shift+I': { key: 'I', code: 'KeyI', ctrlKey: true, shiftKey: true },
  'Cmd+Shift+I': { key: 'I', code: 'KeyI', metaKey: true, shiftKey: true },
};

/** How a photo resists saving: drag and selection (the long-press callout is WebKit-only). */
function photoStyle(photo: Locator) {
  return photo.evaluate((el) => {
    const style = getComputedStyle(el);
    return { userSelect: style.userSelect, userDrag: style.getPropertyValue('-webkit-user-drag') };
  });
}

async function openInvitation(page: Page): Promise<InvitationPage> {
  const invitation = new InvitationPage(page);
  await invitation.goto(GUESTS.rosa.id);
  await invitation.waitUntilInteractive();
  await expect(invitation.memoryPhotos).toHaveCount(3);
  return invitation;
}

test.describe('content protection on a development host (localhost)', () => {
  test('blocks saving the page, with Ctrl+S and Cmd+S', { tag: '@desktop' }, async ({ page }) => {
    await openInvitation(page);
    for (const [name, key] of Object.entries(SAVE)) expect(await keyBlocked(page, key), name).toBe(true);
  });

  for (const [name, path] of [
    ['the home page', '/'],
    ['an unknown link', '/invite/not-a-guest'],
  ] as const) {
    test(`blocks saving ${name} too, on every keyboard layout`, { tag: '@desktop' }, async ({ page, consoleGuard }) => {
      // The notice of an unknown link comes with its 404, which the browser reports.
      consoleGuard.allowFailedLoad(/\/invite\/not-a-guest$/);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Private Wedding Invitation' })).toBeVisible();
      await expect.poll(() => keyBlocked(page, SAVE['Ctrl+S'])).toBe(true);
      for (const [key, press] of Object.entries(SAVE)) expect(await keyBlocked(page, press), key).toBe(true);
    });
  }

  test('leaves the right-click menu, F12 and Ctrl/Cmd+Shift+I to the developer', { tag: '@desktop' }, async ({ page }) => {
    await openInvitation(page);
    expect(await contextMenuBlocked(page)).toBe(false);
    for (const [name, key] of Object.entries(INSPECT)) expect(await keyBlocked(page, key), name).toBe(false);
  });

  test('gives photos the development style', { tag: '@phone' }, async ({ page }) => {
    const invitation = await openInvitation(page);
    await expect(page.locator('[data-photo-style="development"]')).toHaveCount(1);
    await expect(page.locator('[data-photo-style="production"]')).toHaveCount(0);
    expect(await photoStyle(invitation.memoryPhotos.first())).not.toMatchObject({ userSelect: 'none' });
    expect(await photoStyle(invitation.heroImage)).not.toMatchObject({ userDrag: 'none' });
  });
});

test.describe('content protection on a production host (wedding.example)', () => {
  let browser: Browser;
  let origin: string;

  test.beforeAll(async ({ playwright, launchOptions, baseURL }) => {
    // The same Chromium as every other test, with a public-looking host name mapped to the local server.
    browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP wedding.example 127.0.0.1'],
    });
    origin = `http://wedding.example:${new URL(baseURL ?? 'http://localhost:3100').port}`;
  });

  test.afterAll(async () => {
    await browser?.close();
  });

  async function openOnProductionHost(consoleGuard: { watch(page: Page): void }): Promise<{ page: Page; invitation: InvitationPage }> {
    const { viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use as BrowserContextOptions;
    const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor });
    const page = await context.newPage();
    consoleGuard.watch(page);
    await page.goto(`${origin}${invitePath(GUESTS.rosa.id)}`);
    expect(new URL(page.url()).host).toBe(new URL(origin).host);
    return { page, invitation: await openInvitationAt(page) };
  }

  async function openInvitationAt(page: Page): Promise<InvitationPage> {
    const invitation = new InvitationPage(page);
    await expect(invitation.header.getByText(`Dear ${GUESTS.rosa.name}`)).toBeVisible();
    await invitation.waitUntilInteractive();
    await expect(invitation.memoryPhotos).toHaveCount(3);
    return invitation;
  }

  test('blocks the right-click menu', { tag: '@desktop' }, async ({ consoleGuard }) => {
    const { page } = await openOnProductionHost(consoleGuard);
    expect(await contextMenuBlocked(page)).toBe(true);
    await page.context().close();
  });

  test('blocks F12 and Ctrl/Cmd+Shift+I', { tag: '@desktop' }, async ({ consoleGuard }) => {
    const { page } = await openOnProductionHost(consoleGuard);
    for (const [name, key] of Object.entries(INSPECT)) expect(await keyBlocked(page, key), name).toBe(true);
    await page.context().close();
  });

  test('blocks saving the page, with Ctrl+S and Cmd+S', { tag: '@desktop' }, async ({ consoleGuard }) => {
    const { page } = await openOnProductionHost(consoleGuard);
    for (const [name, key] of Object.entries(SAVE)) expect(await keyBlocked(page, key), name).toBe(true);
    await page.context().close();
  });

  test('still lets the guest use ordinary keys', { tag: '@desktop' }, async ({ consoleGuard }) => {
    const { page } = await openOnProductionHost(consoleGuard);
    expect(await keyBlocked(page, { key: 'c', code: 'KeyC', ctrlKey: true })).toBe(false);
    expect(await keyBlocked(page, { key: 'ArrowDown', code: 'ArrowDown' })).toBe(false);
    await page.context().close();
  });

  test('gives photos the production style: no selection, no dragging', { tag: '@phone' }, async ({ consoleGuard }) => {
    const { page, invitation } = await openOnProductionHost(consoleGuard);
    await expect(page.locator('[data-photo-style="production"]')).toHaveCount(1);
    for (const photo of [invitation.heroImage, invitation.memoryPhotos.first(), invitation.storyEvent('The question').getByRole('img')]) {
      expect(await photoStyle(photo)).toEqual({ userSelect: 'none', userDrag: 'none' });
    }
    await page.context().close();
  });
});
