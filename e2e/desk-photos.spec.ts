import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { hasLoaded } from './support/images';
import { startDeskStand, type DeskStand, SECONDS_MS } from './support/desk';

/**
 * The desk's story and gallery on Inês & Kenji's wedding in the stand-in: a phone photo uploaded from the
 * couple's browser, moved to the front, published, and in Jonas's Memories (he has no photos of his own) within seconds.
 */

const JONAS = '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03';
const SHOTS = process.env.DESK_SHOTS;

let stand: DeskStand;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
// The offline worker would answer the guest's page from its copy.
test.use({ serviceWorkers: 'block' });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  stand = await startDeskStand();
});
test.afterAll(async () => stand?.stop());

async function openPhotos(page: Page) {
  await page.goto(stand.address);
  await page.goto(`http://127.0.0.1:${stand.deskPort}/photos`);
}

const sidewaysJpeg = async () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 60, b: 140 } } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();

test("a photo uploaded and moved to the front of the gallery is in the guest's Memories within seconds of Publish", async ({ page, browser }) => {
  await openPhotos(page);
  const gallery = page.getByRole('list', { name: 'The gallery (Memories)' });
  await expect(gallery.getByRole('listitem')).toHaveCount(3);

  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'IMG_7781.JPG', mimeType: 'image/jpeg', buffer: await sidewaysJpeg() });
  await page.getByLabel('Caption (what guests who cannot see it hear)').fill('Kenji’s grandmother dancing');
  await page.getByRole('button', { name: 'Add to the gallery' }).click();
  await expect(page.getByRole('status')).toContainText('Added “Kenji’s grandmother dancing” to the gallery');
  await expect(gallery.getByRole('listitem')).toHaveCount(4);
  const added = gallery.getByRole('img', { name: 'Kenji’s grandmother dancing' });
  await expect(added).toBeVisible();
  const file = /gallery%2F([\w-]+\.jpg)/.exec((await added.getAttribute('src'))!)![1]!;
  // Upright: the photo was taken sideways (2400×1800 stored, turned a quarter), so its thumbnail is taller than wide.
  await expect.poll(() => hasLoaded(added), { message: 'the thumbnail is decoded', timeout: 20_000 }).toBe(true);
  const box = await added.evaluate((img: HTMLImageElement) => ({ w: img.naturalWidth, h: img.naturalHeight }));
  expect(box.h).toBeGreaterThan(box.w);

  for (let place = 4; place > 1; place--) {
    await page.getByRole('button', { name: 'Move “Kenji’s grandmother dancing” up' }).click();
    await expect(page.getByRole('status')).toContainText(`to place ${place - 1}`);
  }
  await expect(page.getByRole('button', { name: 'Move “Kenji’s grandmother dancing” up' })).toHaveCount(0);
  await expect(gallery.getByRole('listitem').first().getByRole('img')).toHaveAccessibleName('Kenji’s grandmother dancing');

  if (SHOTS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/photos-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toContainText('Published. The site read it again');
  const started = Date.now();
  const guest = await browser.newPage();
  await expect(async () => {
    await guest.goto(`${stand.site.baseUrl}/invite/${JONAS}?preview`);
    const first = guest.locator('section#memories').getByRole('listitem').first().getByRole('img');
    await expect(first).toHaveAttribute('src', new RegExp(file.replace(/\./g, '\\.')), { timeout: 1000 });
  }).toPass({ timeout: SECONDS_MS });
  expect(Date.now() - started).toBeLessThan(SECONDS_MS);
  await guest.context().close();
});

test('an iPhone HEIC photo this computer cannot read is refused with how to send a JPEG, and a removal asks first', async ({ page }) => {
  await openPhotos(page);
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(256)]);
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'IMG_7782.HEIC', mimeType: 'image/heic', buffer: heic });
  await page.getByRole('button', { name: 'Add to the gallery' }).click();
  await expect(page.getByRole('status')).toContainText('Settings → Camera → Formats → Most Compatible');
  const gallery = page.getByRole('list', { name: 'The gallery (Memories)' });
  await expect(gallery.getByRole('listitem')).toHaveCount(4);

  await page.getByRole('link', { name: 'Remove “Kenji’s grandmother dancing”…' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remove “Kenji’s grandmother dancing”?');
  await expect(page.getByText('its file is deleted')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/photos-remove-1280.png` });
  await page.getByRole('button', { name: 'Remove it' }).click();
  await expect(page.getByRole('status')).toContainText('Removed “Kenji’s grandmother dancing” and its photo. A backup was made first');
  await expect(gallery.getByRole('listitem')).toHaveCount(3);
});
