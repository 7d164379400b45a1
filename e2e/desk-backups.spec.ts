import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Stack } from '../tests/support/stack';
import { shoot } from './support/shots';
import { startSiteDesk, type SiteDesk } from './support/site-desk';

// Backups on the couple's own site, from a phone: Inês & Kenji's Porto wedding in the stand-in (policies and Auth on),
// the site holding the public key only. Nothing is removed without a way back, and a downloaded file restores.
// On the phone the desk is used from, at 390 px (@phone); desk-wide.spec.ts walks every screen at 1280 px.

const OWNER = { email: 'ines@example.com', password: 'a long password for Porto' };
const JONAS = { name: 'Jonas Becker', id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03' };

let desk: SiteDesk;
let site: Stack;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  desk = await startSiteDesk('wedding-backups-');
  site = desk.site;
});
test.afterAll(async () => desk?.stop());

async function signIn(page: Page) {
  await page.goto(`${site.baseUrl}/desk`);
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Backups' })).toBeVisible();
}

const jonasLink = () => `${site.baseUrl}/invite/${JONAS.id}`;
const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function removeJonas(page: Page) {
  await page.goto(`${site.baseUrl}/desk/guests/${JONAS.id}`);
  await page.getByRole('link', { name: `Remove ${JONAS.name}` }).click();
  await expect(page.getByText('A backup of every guest and detail, and of any photo this removes, is made first')).toBeVisible();
  await page.getByRole('button', { name: `Remove ${JONAS.name}` }).click();
  // A backup of every guest and detail is kept first.
  await expect(page).toHaveURL(`${site.baseUrl}/desk`, { timeout: 30_000 });
}

test('a removed guest comes back from the backup made before the removal, as previewed', { tag: '@phone' }, async ({ page, request }) => {
  const invite = await desk.ownerInvite(OWNER.email);
  await page.goto(invite);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(`${site.baseUrl}/desk`);

  await removeJonas(page);
  await expect.poll(async () => (await request.get(jonasLink())).status(), { timeout: 10_000 }).toBe(404);

  await page.getByRole('link', { name: 'Backups' }).click();
  const kept = page.getByRole('list', { name: 'Backups' }).getByRole('listitem');
  await expect(kept).toHaveCount(1);
  expect(await fitsThePhone(page)).toBe(true);
  await shoot(page, 'desk-backups-site');
  await kept.getByRole('link', { name: 'Restore…' }).click();
  await expect(page.getByRole('heading', { name: /^Restore the backup of / })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('listitem').filter({ hasText: JONAS.name })).not.toHaveCount(0);
  // Photos the removal kept stay as they are: the restore puts back one guest and removes nothing.
  await expect(page.getByText(/To remove/)).toHaveCount(0);
  expect(await fitsThePhone(page)).toBe(true);
  await page.getByRole('button', { name: 'Restore this backup' }).click();
  // The restore reads the backup, keeps the wedding as it is, then writes: seconds on a busy machine.
  await expect(page.getByRole('main').getByRole('status')).toContainText('Backed up the wedding as it was', { timeout: 30_000 });
  await expect.poll(async () => (await request.get(jonasLink())).status(), { timeout: 10_000 }).toBe(200);
  await expect(page.getByRole('heading', { name: 'Restored' })).toBeVisible();
});

test('a downloaded backup, uploaded from the phone, restores the wedding it holds; a file that is not one changes nothing', { tag: '@phone' }, async ({ page, request }, info) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Backups' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download a backup' }).click()]);
  const downloaded = info.outputPath(download.suggestedFilename());
  await download.saveAs(downloaded);

  await removeJonas(page);
  await expect.poll(async () => (await request.get(jonasLink())).status(), { timeout: 10_000 }).toBe(404);

  await page.getByRole('link', { name: 'Backups' }).click();
  await page.getByLabel('Backup file', { exact: true }).setInputFiles(downloaded);
  await page.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(page).toHaveURL(/\/desk\/backups\/uploaded-[\w.-]+\.zip$/, { timeout: 30_000 });
  await expect(page.getByRole('listitem').filter({ hasText: JONAS.name })).not.toHaveCount(0);
  await shoot(page, 'desk-restore-preview');
  await page.getByRole('button', { name: 'Restore this backup' }).click();
  await expect(page.getByRole('heading', { name: 'Restored' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await request.get(jonasLink())).status(), { timeout: 10_000 }).toBe(200);

  const notABackup = path.join(path.dirname(downloaded), 'holiday-photos.zip');
  await writeFile(notABackup, Buffer.from('PK\u0003\u0004 not really a zip'));
  await page.goto(`${site.baseUrl}/desk/backups`);
  await page.getByLabel('Backup file', { exact: true }).setInputFiles(notABackup);
  await page.getByRole('button', { name: 'Upload and preview' }).click();
  await expect(page.getByRole('heading', { name: 'This file cannot be restored' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('main').getByRole('alert')).toContainText('is not a whole zip file');
  await expect(page.getByRole('button', { name: 'Restore this backup' })).toHaveCount(0);
  expect((await request.get(jonasLink())).status()).toBe(200);
  // The stray file is removed when the owner asks for exactly that; the backups before it stay.
  const kept = page.getByRole('list', { name: 'Backups' }).getByRole('listitem');
  await page.getByText('Remove this backup', { exact: true }).click();
  await page.getByRole('button', { name: 'Remove this backup now' }).click();
  await expect(page).toHaveURL(`${site.baseUrl}/desk/backups`);
  await expect(kept.filter({ hasText: 'uploaded' })).toHaveCount(1);
  await expect(kept.filter({ hasText: 'made before a removal or an import' })).toHaveCount(2);
});

test('backups are the owners\' alone: signed out, the page and the files answer nothing', { tag: '@phone' }, async ({ request }) => {
  const page = await request.get(`${site.baseUrl}/desk/backups`, { maxRedirects: 0 });
  expect([303, 307]).toContain(page.status());
  const listing = await request.post(`${desk.standIn.url}/storage/v1/object/list/wedding-photos`, {
    headers: { apikey: desk.standIn.anonKey, 'content-type': 'application/json' },
    data: { prefix: 'desk-backups', limit: 100, offset: 0 },
  });
  expect(await listing.json()).toEqual([]);
});
