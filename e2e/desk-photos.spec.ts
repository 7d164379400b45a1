import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { StandIn } from '../tests/stand-in/server';
import type { Stack } from '../tests/support/stack';
import { hasLoaded, originalPath } from './support/images';
import { shoot } from './support/shots';
import { startSiteDesk, type SiteDesk } from './support/site-desk';

// Story & gallery on the couple's own site, signed in as the owner: Inês & Kenji's Porto wedding in the stand-in
// (policies on, the site holding the public key only), photos sent from the phone's browser as a member.
// On the phone the desk is used from, at 390 px (@phone); desk-wide.spec.ts walks every screen at 1280 px.

const OWNER = { email: 'kenji@example.com', password: 'a long password for Porto' };
const ROSA = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01';
const JONAS = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03';
const LUCIA = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b04';
const SECONDS_MS = 10_000;

let desk: SiteDesk;
let standIn: StandIn;
let site: Stack;
let inviteLink = '';
let signedUp = false;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
// The offline worker would answer the guest's page from its copy.
test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  desk = await startSiteDesk('wedding-photos-');
  ({ standIn, site } = desk);
  inviteLink = await desk.ownerInvite(OWNER.email);
});
test.afterAll(async () => desk?.stop());

/** The owner on Story & gallery: the invite sets the password the first time, later they sign in. */
async function openPhotos(page: Page) {
  if (!signedUp) {
    await page.goto(inviteLink);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Set password' }).click();
    signedUp = true;
  } else {
    await page.goto(`${site.baseUrl}/desk`);
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Password').fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).toHaveURL(`${site.baseUrl}/desk`);
  await page.getByRole('link', { name: 'Story & gallery' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Story & gallery');
}

const sidewaysJpeg = async () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 60, b: 140 } } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();

const addGallery = (page: Page) => page.getByRole('form', { name: 'Add a photo to the gallery' });

test("a phone photo added and moved to the front of the gallery is the guest's first memory at once", { tag: '@phone' }, async ({ page, browser }) => {
  await openPhotos(page);
  const gallery = page.getByRole('list', { name: 'The gallery (Memories)' });
  await expect(gallery.getByRole('listitem')).toHaveCount(3);

  const form = addGallery(page);
  await form.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'IMG_7781.JPG', mimeType: 'image/jpeg', buffer: await sidewaysJpeg() });
  await form.getByLabel('Caption (what guests who cannot see it hear)').fill('Kenji’s grandmother dancing');
  await form.getByRole('button', { name: 'Add to the gallery' }).click();
  await expect(form.getByRole('status')).toContainText('Added “Kenji’s grandmother dancing” to the gallery. Guests see it now.');
  await expect(gallery.getByRole('listitem')).toHaveCount(4);
  // Straight from the phone to Storage, at the address the desk asked for: the site's own request carried no photo.
  expect(standIn.requestsTo('upload-signed')).toHaveLength(1);
  expect(standIn.requestsTo('upload-signed')[0]!.headers.apikey).toBeUndefined();
  const added = gallery.getByRole('img', { name: 'Kenji’s grandmother dancing' });
  // Upright: taken sideways (2400×1800, turned a quarter), so its small copy is taller than wide.
  await expect.poll(() => hasLoaded(added), { message: 'the small copy is decoded', timeout: 20_000 }).toBe(true);
  const box = await added.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
  expect(box.h).toBeGreaterThan(box.w);
  const file = /gallery%2F([\w-]+\.jpg)/.exec((await added.getAttribute('src'))!)![1]!;
  // Stored at most as wide as the site shows, with no camera details: read back from the bucket with the secret key.
  const stored = await fetch(`${standIn.url}/storage/v1/object/wedding-photos/gallery/${file}`, { headers: { apikey: standIn.serviceKey, authorization: `Bearer ${standIn.serviceKey}` } });
  const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
  expect(meta.height).toBeGreaterThan(meta.width!);
  expect(meta.height).toBeLessThanOrEqual(3200);
  expect(meta.width).toBeLessThanOrEqual(1600);
  expect(meta.exif).toBeUndefined();

  for (let place = 4; place > 1; place--) {
    await page.getByRole('button', { name: 'Move “Kenji’s grandmother dancing” up' }).click();
    await expect(gallery.getByRole('listitem').nth(place - 2).getByRole('img')).toHaveAccessibleName('Kenji’s grandmother dancing');
  }
  await expect(page.getByRole('button', { name: 'Move “Kenji’s grandmother dancing” up' })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'photos');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const guest = await browser.newPage();
  await expect(async () => {
    await guest.goto(`${site.baseUrl}/invite/${JONAS}?preview`);
    const first = guest.locator('section#memories').getByRole('listitem').first().getByRole('img');
    await expect(first).toHaveAttribute('src', new RegExp(file.replace(/\./g, '\\.')), { timeout: 1000 });
  }).toPass({ timeout: SECONDS_MS });
  await guest.context().close();
});

test("the owner greets guests with a gallery photo chosen by its thumbnail: previewed, published, on a guest's page within 30 s", { tag: '@phone' }, async ({ page, browser }) => {
  await openPhotos(page);
  await page.getByRole('link', { name: '← Guests' }).click();
  await page.getByRole('link', { name: 'The wedding' }).click();
  const hero = page.getByRole('group', { name: "The greeting's photo" });
  // Only the gallery's photos, each by its caption: no story photo, no path.
  const captions = await hero.locator('label').allTextContents();
  expect(captions).toEqual(expect.arrayContaining(["None chosen: the site's usual photo", 'Inês and Kenji by the Douro', 'The Ribeira at dusk', 'Vines at the quinta']));
  expect(captions.filter((c) => /\/|\.jpe?g|tram|kyoto|bridge/i.test(c))).toEqual([]);
  await expect(hero.getByRole('radio', { name: 'Inês and Kenji by the Douro' })).toBeChecked();
  const ribeira = hero.locator('label').filter({ hasText: 'The Ribeira at dusk' });
  await ribeira.locator('img').scrollIntoViewIfNeeded();
  await expect.poll(() => hasLoaded(ribeira.locator('img')), { message: 'its thumbnail is drawn', timeout: 20_000 }).toBe(true);

  await ribeira.click();
  await page.getByRole('button', { name: 'Preview the changes' }).click();
  const preview = page.getByRole('region', { name: 'Publish these changes?' });
  await expect(preview.getByRole('listitem')).toHaveText(["The couple: the greeting's photoNow: Inês and Kenji by the DouroAfter publishing: The Ribeira at dusk"]);
  await expect(hero.getByRole('radio', { name: 'The Ribeira at dusk' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await shoot(page, 'desk-wedding-hero');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText("Published. Every guest's page shows it now.");
  await expect(hero.getByRole('radio', { name: 'The Ribeira at dusk' })).toBeChecked();

  const guest = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  await expect(async () => {
    await guest.goto(`${site.baseUrl}/invite/${ROSA}?preview`);
    expect(originalPath(await guest.getByRole('banner').locator('img').first().getAttribute('src'))).toMatch(/\/gallery\/ribeira\.jpg$/);
  }).toPass({ timeout: 30_000 });
  await guest.context().close();
});

test('Health offers to make the missing snapshot, and the owner makes it from the phone, no terminal', { tag: '@phone' }, async ({ page }) => {
  // Lost, say, with the server's disk: the wedding is read as it is now, the new greeting and gallery photo in it.
  const file = path.join(desk.dir, 'snapshot.json');
  await rm(file);
  await openPhotos(page);
  await page.getByRole('link', { name: '← Guests' }).click();
  await page.getByRole('link', { name: 'Health' }).click();
  const checks = page.getByRole('list', { name: 'Checks' });
  const missing = checks.getByRole('listitem').filter({ hasText: 'No content snapshot' });
  await expect(missing).toContainText('→ Refresh it here: the site saves your wedding as it is now.', { timeout: 30_000 });
  await expect(checks).not.toContainText('npm run snapshot');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await shoot(page, 'desk-health-snapshot');
  await missing.getByRole('button', { name: 'Refresh the snapshot' }).click();
  await expect(checks.getByRole('listitem').filter({ hasText: 'Content snapshot:' })).toContainText('fine', { timeout: 30_000 });
  await expect(checks).not.toContainText('No content snapshot');
  const saved = JSON.parse(await readFile(file, 'utf8')) as { weddingInfo: { photos: { hero: string } }; gallery: unknown[] };
  expect(saved.weddingInfo.photos.hero).toBe('gallery/ribeira.jpg');
  expect(saved.gallery).toHaveLength(4);
});

test('a love story entry with its Portuguese words reads Portuguese to a Portuguese guest', { tag: '@phone' }, async ({ page, browser }) => {
  await openPhotos(page);
  const form = page.getByRole('form', { name: 'Add to the love story' });
  await form.getByLabel('Year', { exact: true }).fill('2027');
  await form.getByLabel('Title (also the photo’s caption)').fill('The boat to Gaia');
  await form.getByLabel('What happened', { exact: true }).fill('We crossed the river with everyone we love.');
  await form.getByText(/In other languages/).click();
  await form.getByLabel(/^Title in Portuguese/).fill('O barco para Gaia');
  await form.getByRole('button', { name: 'Add to the story' }).click();
  await expect(form.getByRole('status')).toContainText('Added “The boat to Gaia” to the love story.');
  await expect(page.getByRole('list', { name: 'The love story' }).getByRole('form', { name: '2027: The boat to Gaia' })).toBeVisible();

  // The same year and title twice is refused beside the title, and the words typed stay.
  await expect(form.getByLabel('Year', { exact: true })).toHaveValue('');
  await form.getByLabel('Year', { exact: true }).fill('2027');
  await form.getByLabel('Title (also the photo’s caption)').fill('The boat to Gaia');
  await form.getByRole('button', { name: 'Add to the story' }).click();
  await expect(form.getByRole('alert').first()).toContainText('already has an entry of that year with this title');
  await expect(form.getByLabel('Title (also the photo’s caption)')).toHaveValue('The boat to Gaia');

  const guest = await browser.newPage();
  await guest.goto(`${site.baseUrl}/invite/${ROSA}?preview`);
  await expect(guest.getByText('O barco para Gaia')).toBeVisible();
  await guest.context().close();
});

test("a guest's own photo goes into their folder, and only their link shows it", { tag: '@phone' }, async ({ page, browser }) => {
  await openPhotos(page);
  // Lucía has no photo folder: hers is the one named by her link, which her page already looks in.
  await page.goto(`${site.baseUrl}/desk/guests/${LUCIA}`);
  const form = page.getByRole('form', { name: 'Add a photo for them' });
  await form.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'bolo de anos.jpg', mimeType: 'image/jpeg', buffer: await sidewaysJpeg() });
  await form.getByRole('button', { name: 'Add the photo' }).click();
  await expect(form.getByRole('status')).toContainText('Added bolo de anos.jpg to their photos.');
  expect(standIn.requestsTo('upload-signed').at(-1)!.path).toMatch(/\/incoming\/[0-9a-f-]{36}\.jpg$/);
  expect(standIn.filePaths().filter((p) => new RegExp(`^guest-photos/${LUCIA}/bolo-de-anos-[0-9a-f]{6}\\.jpg$`).test(p))).toHaveLength(1);
  expect(standIn.filePaths().filter((p) => p.startsWith('incoming/'))).toEqual([]);
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'guest-photos');

  const guest = await browser.newPage();
  await guest.goto(`${site.baseUrl}/invite/${LUCIA}?preview`);
  await expect(guest.locator('section#memories').getByRole('listitem').first().locator('img')).toHaveAttribute('src', /bolo-de-anos-[0-9a-f]{6}\.jpg/);
  await guest.goto(`${site.baseUrl}/invite/${JONAS}?preview`);
  await expect(guest.locator('section#memories img[src*="bolo-de-anos"]')).toHaveCount(0);
  await guest.context().close();
});

test('without JavaScript, a photo still goes into the gallery with its form', { tag: '@phone' }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await openPhotos(page);
  const before = standIn.requestsTo('upload-signed').length;
  const form = addGallery(page);
  await form.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'no-script.jpg', mimeType: 'image/jpeg', buffer: await sidewaysJpeg() });
  await form.getByLabel('Caption (what guests who cannot see it hear)').fill('Sent by the form itself');
  await form.getByRole('button', { name: 'Add to the gallery' }).click();
  await expect(page.getByRole('list', { name: 'The gallery (Memories)' }).getByRole('img', { name: 'Sent by the form itself' })).toBeVisible();
  expect(standIn.requestsTo('upload-signed')).toHaveLength(before);
  await page.getByRole('link', { name: 'Remove “Sent by the form itself”…' }).click();
  await page.getByRole('button', { name: 'Remove it' }).click();
  await expect(page.getByRole('img', { name: 'Sent by the form itself' })).toHaveCount(0);
  await context.close();
});

test('an iPhone HEIC photo the server cannot read is refused with how to send a JPEG; a removal asks first', { tag: '@phone' }, async ({ page }) => {
  await openPhotos(page);
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(256)]);
  const form = addGallery(page);
  await form.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'IMG_7782.HEIC', mimeType: 'image/heic', buffer: heic });
  await form.getByRole('button', { name: 'Add to the gallery' }).click();
  await expect(form.getByRole('alert')).toContainText('Settings → Camera → Formats → Most Compatible');
  const gallery = page.getByRole('list', { name: 'The gallery (Memories)' });
  await expect(gallery.getByRole('listitem')).toHaveCount(4);

  await page.getByRole('link', { name: 'Remove “Kenji’s grandmother dancing”…' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remove “Kenji’s grandmother dancing”?');
  await expect(page.getByText('its file is deleted')).toBeVisible();
  await shoot(page, 'photos-remove');
  await page.getByRole('button', { name: 'Remove it' }).click();
  await expect(gallery.getByRole('listitem')).toHaveCount(3);
  await expect(gallery.getByRole('img', { name: 'Kenji’s grandmother dancing' })).toHaveCount(0);
});
