import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { asGuest, guestPage as guestView, guestSends, testPhoto, testVideo, todayIn, type Sent } from '../tests/support/guest-sends';
import { shoot } from './support/shots';
import { startSiteDesk, type SiteDesk } from './support/site-desk';

// Guests' photos on the couple's own site (Inês & Kenji's wedding, moved to today in Lisbon; the stand-in with its
// policies, the site holding the public key only), signed in as the owner on a phone at 390 px. The guests' uploads
// are put in as their page puts them: a ticket, a signed upload and the claim, each as that guest (public key, x-guest-id).

const OWNER = { email: 'ines@example.com', password: 'a long password for Porto' };
const ROSA = { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01', name: 'Rosa Martins' };
const JONAS = { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b03', name: 'Jonas Becker' };

let desk: SiteDesk;
let kept: Sent;
let removed: Sent;
let video: Sent;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ serviceWorkers: 'block' });

async function today(content: string) {
  const file = path.join(content, 'wedding.json');
  const wedding = JSON.parse(await readFile(file, 'utf8')) as { wedding: Record<string, unknown> };
  wedding.wedding.date = todayIn('Europe/Lisbon');
  await writeFile(file, JSON.stringify(wedding, null, 2));
  // Jonas reads English here, so his thank-you page reads as the spec's words.
  const guests = path.join(content, 'guests.json');
  const list = JSON.parse(await readFile(guests, 'utf8')) as { id: string; language: string }[];
  await writeFile(guests, JSON.stringify(list.map((g) => (g.id === JONAS.id ? { ...g, language: 'en' } : g)), null, 2));
}

/** Ten in the morning in Lisbon, the day after the wedding. */
const morningAfter = () => {
  const [y, m, d] = todayIn('Europe/Lisbon', 1).split('-').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, 10);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Lisbon', timeZoneName: 'longOffset' }).formatToParts(wall).find((p) => p.type === 'timeZoneName')!.value;
  return new Date(wall - Number(/GMT([+-]\d{2})/.exec(offset)?.[1] ?? 0) * 3_600_000);
};

async function thankYouOf(page: Page, guestId: string) {
  await page.clock.setFixedTime(morningAfter());
  await page.goto(`${desk.site.baseUrl}/invite/${guestId}`);
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  desk = await startSiteDesk('wedding-guest-photos-', today);
  kept = await guestSends(desk.standIn, ROSA.id, { bytes: await testPhoto({ r: 210, g: 60, b: 110 }), type: 'image/jpeg', width: 1200, height: 900 });
  video = await guestSends(desk.standIn, JONAS.id, { bytes: testVideo(800_000), type: 'video/mp4', seconds: 42 });
  removed = await guestSends(desk.standIn, ROSA.id, { bytes: await testPhoto({ r: 30, g: 140, b: 200 }, 900, 1200), type: 'image/jpeg', width: 900, height: 1200 });
});
test.afterAll(async () => desk?.stop());

async function openGuestPhotos(page: Page) {
  await page.goto(await desk.ownerInvite(OWNER.email));
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(`${desk.site.baseUrl}/desk`);
  await page.getByRole('link', { name: "Guests' photos" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Guests' photos");
}

const sent = (page: Page) => page.getByRole('list', { name: /^Sent from guests' phones/ }).getByRole('listitem');
const item = (page: Page, alt: string | RegExp) => sent(page).filter({ has: page.getByRole('img', { name: alt }) });
const status = async (link: string) => (await fetch(link)).status;

test('the couple removes one and approves the other; guests see the approved one only once it is shared, and Download all holds it', { tag: '@phone' }, async ({ page, context }) => {
  await openGuestPhotos(page);
  await expect(page.getByText(/^Guests can add photos and short videos from their invitation until .+ \(Europe\/Lisbon time\)\.$/)).toBeVisible();
  await expect(page.getByRole('meter', { name: /^The wedding uses \d+ (KB|MB) of the plan's 1 GB$/ })).toBeVisible();
  await expect(page.getByText(/^Guests' photos and videos: \d+ (MB|KB)\. Guests may still send \d+ MB in all; 100 MB stays for your own photos\.$/)).toBeVisible();
  // Newest first, each with who sent it and when; the video by its length.
  await expect(sent(page)).toHaveCount(3);
  await expect(sent(page).nth(0)).toContainText(`From ${ROSA.name}`);
  await expect(sent(page).nth(1)).toContainText(`From ${JONAS.name}`);
  await expect(sent(page).nth(1)).toContainText('Video, 0:42');
  const photos = page.getByRole('img', { name: new RegExp(`^Photo from ${ROSA.name}, `) });
  await expect.poll(() => photos.evaluateAll((imgs: HTMLImageElement[]) => imgs.every((i) => i.complete && i.naturalWidth > 0)), { timeout: 20_000 }).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shoot(page, 'desk-guest-photos');

  // A link Storage signed for the guest before the removal.
  const { data: earlier } = await asGuest(desk.standIn, ROSA.id).storage.from(desk.standIn.bucket).createSignedUrl(removed.path, 3600);
  expect(await status(earlier!.signedUrl)).toBe(200);

  const toRemove = sent(page).nth(0);
  await toRemove.getByRole('button', { name: 'Remove' }).click();
  await toRemove.getByRole('button', { name: 'Remove for good' }).click();
  await expect(sent(page)).toHaveCount(2);
  expect(desk.standIn.filePaths()).not.toContain(removed.path);
  expect(await status(earlier!.signedUrl)).toBeGreaterThanOrEqual(400);

  const toKeep = item(page, new RegExp(`^Photo from ${ROSA.name}, `));
  await toKeep.getByRole('button', { name: 'Approve' }).click();
  await expect(toKeep.getByRole('status')).toHaveText('Approved.');
  await expect(toKeep.getByText('· Approved')).toBeVisible();
  await expect(toKeep.getByRole('button', { name: 'Undo approval' })).toBeVisible();

  // Sharing off: another guest's thank-you page, the morning after, shows neither.
  expect((await guestView(desk.standIn, JONAS.id)).shared).toEqual([]);
  const jonas = await context.newPage();
  await thankYouOf(jonas, JONAS.id);
  await expect(jonas.getByRole('heading', { name: 'Photos from the guests' })).toHaveCount(0);
  const settings = page.getByRole('form', { name: "Settings for guests' photos" });
  await settings.getByRole('checkbox', { name: 'Share approved photos with guests' }).check();
  await settings.getByRole('button', { name: 'Save the settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Saved. Share approved photos with guests: off → on.');
  await expect(page.getByText(/^Shared: every guest's thank-you page shows the photo you approved\.$/)).toBeVisible();
  // On: the approved one, never the removed one.
  expect((await guestView(desk.standIn, JONAS.id)).shared.map((s) => s.path)).toEqual([kept.path]);
  await thankYouOf(jonas, JONAS.id);
  await jonas.getByRole('heading', { name: 'Photos from the guests' }).scrollIntoViewIfNeeded();
  await expect(jonas.getByRole('button', { name: "View guests' photo 1" })).toHaveCount(1);
  await expect(jonas.getByRole('button', { name: "View guests' photo 2" })).toHaveCount(0);
  await jonas.close();
  await shoot(page, 'desk-guest-photos-settings');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download all (.zip)' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toMatch(/^guests-photos-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
  const names = Object.keys(files).sort();
  expect(names).toEqual([expect.stringMatching(/^jonas-becker\/.+\.mp4$/), expect.stringMatching(/^rosa-martins\/.+\.jpg$/)]);
  expect(Buffer.from(files[names[1]!]!).equals(desk.standIn.fileBytes(kept.path)!)).toBe(true);
  expect(files[names[0]!]!.length).toBe(desk.standIn.fileBytes(video.path)!.length);
});

test("Health says what guests may still send, beside the photos' share of the plan", { tag: '@phone' }, async ({ page }) => {
  await page.goto(`${desk.site.baseUrl}/desk`);
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Health' }).click();
  await expect(page.getByRole('meter', { name: /^Photos: [\d.]+ MB of the free plan's 1 GB$/ })).toBeVisible();
  await expect(page.getByText(/^Guests' photos and videos: \d+ (KB|MB)\. Guests may still send \d+ MB in all; 100 MB stays for your own photos\.$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shoot(page, 'desk-health-guests');
});
