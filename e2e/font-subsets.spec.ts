import type { Page } from '@playwright/test';
import type { Stack } from '../tests/support/stack';
import { loadDemoTables } from '../tests/stand-in/demo-data';
import { GUESTS, invitePath } from './support/demo';
import { expect, test } from './support/fixtures';
import { afterTheSwap, expectQuietSwap, layoutShifts } from './support/layout-shifts';
import { facesOf } from './support/platform-fonts';
import { startBackendServer } from './support/second-server';
import { postRefresh } from './support/raw-request';

/**
 * Names in other alphabets render in the invitation's own faces, every glyph (@fontsource splits
 * each family by script with unicode-range), and an English page downloads only the Latin files.
 */
const GUESTS_ABROAD = [
  { id: '6f1c3c4e-6a55-4d7e-9f63-0c8d1e2b3a41', name: 'Łukasz Żółć', language: 'Polish' },
  { id: '6f1c3c4e-6a55-4d7e-9f63-0c8d1e2b3a42', name: 'Nguyễn Thị Minh', language: 'Vietnamese' },
  { id: '6f1c3c4e-6a55-4d7e-9f63-0c8d1e2b3a43', name: 'Çağla Öztürk', language: 'Turkish' },
  { id: '6f1c3c4e-6a55-4d7e-9f63-0c8d1e2b3a44', name: 'Jiří Dvořák', language: 'Czech' },
  { id: '6f1c3c4e-6a55-4d7e-9f63-0c8d1e2b3a45', name: 'Анастасия Иванова', language: 'Russian' },
];
const COUPLES = ['Zofia Łęcka & Đặng Văn Lâm', 'Şule Yılmaz & Tomáš Říha', 'Мария Соколова & Дмитрий Орлов'];
const TOKEN = 'a-refresh-token-for-the-tests-only';
const EXTRA_SUBSETS = /latin[_-]ext|vietnamese|cyrillic|greek/;

/**
 * As on a slow link, where a name's Latin file and its other script's file come apart: each face
 * must wait for both, or its line moves when the first one lands.
 */
const extraFilesLate = (page: Page) =>
  page.route(
    (url) => url.pathname.endsWith('.woff2') && EXTRA_SUBSETS.test(url.pathname),
    async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    },
  );

/** The faces, once the page's web fonts have arrived (they load as the revealed text needs them). */
const settledFaces = (page: Page, selector: string) =>
  expect.poll(async () => (await page.evaluate(async () => (await document.fonts.ready, true))) && facesOf(page, selector), { timeout: 20_000 });

// One platform face each, whatever Chromium names its weight: no glyph fell back to another font.
const SERIF = expect.stringMatching(/^Cormorant Garamond/);
const SCRIPT = expect.stringMatching(/^Great Vibes/);
const GUEST_NAME = 'header p span';
const COUPLE_NAMES = 'header h1';
/** The names' two parts, "A B &" and "C D". */
const COUPLE_PARTS = ['header h1 > span:first-of-type', 'header h1 > span:last-of-type'];

test.describe('names in other alphabets', () => {
  let stack: Stack;
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    stack = await startBackendServer({ env: { REFRESH_TOKEN: TOKEN } });
    const demo = loadDemoTables();
    await stack.standIn?.setTable('guests', [
      ...(demo.guests ?? []),
      ...GUESTS_ABROAD.map((g) => ({ id: g.id, name: g.name, personal_message: null, photo_dir: null })),
    ]);
  });
  test.afterAll(async () => stack?.stop());

  test('an English name sets the faces the others must match', async ({ page }) => {
    await page.goto(`${stack.baseUrl}${invitePath(GUESTS.margaret.id)}`);
    // A freshly started server's first page can be slow on a busy machine: the name first, then its faces.
    await expect(page.locator(GUEST_NAME)).toHaveText(GUESTS.margaret.name);
    await settledFaces(page, GUEST_NAME).toEqual([SERIF]);
    for (const part of COUPLE_PARTS) await settledFaces(page, part).toEqual([SCRIPT]);
  });

  for (const guest of GUESTS_ABROAD) {
    test(`a ${guest.language} guest's name is drawn in the serif face, every letter`, { tag: '@phone' }, async ({ page }) => {
      await extraFilesLate(page);
      await page.goto(`${stack.baseUrl}${invitePath(guest.id)}`);
      await expect(page.locator(GUEST_NAME)).toHaveText(guest.name);
      await settledFaces(page, GUEST_NAME).toEqual([SERIF]);
      // No line moved when the faces came, although the name's files came apart.
      await afterTheSwap(page);
      expectQuietSwap(await layoutShifts(page));
    });
  }

  for (const fullNames of COUPLES) {
    test(`the couple ${fullNames} is written in the script face, every letter`, async ({ page, request }) => {
      const [row] = loadDemoTables().wedding_info ?? [];
      const couple = { ...(row?.couple as object), fullNames };
      await stack.standIn?.setTable('wedding_info', [{ ...row, couple }]);
      // The wedding content is kept in memory: ask the site to read it again.
      const refreshed = await postRefresh(request, stack.baseUrl, TOKEN);
      expect(refreshed.status()).toBe(200);
      await extraFilesLate(page);
      await page.goto(`${stack.baseUrl}${invitePath(GUESTS.margaret.id)}`);
      await expect(page.locator(COUPLE_NAMES)).toHaveText(fullNames);
      for (const part of COUPLE_PARTS) await settledFaces(page, part).toEqual([SCRIPT]);
      await afterTheSwap(page);
      expectQuietSwap(await layoutShifts(page));
    });
  }
});

test('an English invitation downloads the Latin font files only', { tag: '@phone' }, async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto(invitePath(GUESTS.margaret.id));
  await page.getByRole('contentinfo').or(page.locator('section#rsvp')).scrollIntoViewIfNeeded();
  await page.evaluate(async () => (await document.fonts.ready, true));
  await page.waitForLoadState('networkidle');
  expect(fonts.length, 'the Latin files arrive').toBeGreaterThan(0);
  expect(fonts.filter((f) => EXTRA_SUBSETS.test(f))).toEqual([]);
});
