import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { startSiteDesk, type SiteDesk } from './support/site-desk';

// The desk's journeys run on the phone it is used from (390 px); this one walks every screen at a computer's
// 1280 px: the column centred at its width, nothing sideways, the photos in their wide rows, no accessibility violation.

const OWNER = { email: 'kenji@example.com', password: 'a long password for Porto' };
const ROSA = { id: '3f2c9a71-5b1e-4c8d-a0f2-7e6b5d4c3b01', name: 'Rosa Martins' };
const SCREENS = [
  ['', 'Wedding desk'],
  ['/wedding', 'The wedding'],
  ['/messages', 'Messages'],
  ['/notices', 'Notices'],
  ['/photos', 'Story & gallery'],
  ['/guest-photos', "Guests' photos"],
  ['/cards', 'QR cards'],
  ['/health', 'Health'],
  ['/members', 'Members'],
  ['/backups', 'Backups'],
  ['/import', 'Import guests'],
  [`/guests/${ROSA.id}`, ROSA.name],
  [`/guests/${ROSA.id}/remove`, `Remove ${ROSA.name}?`],
] as const;

let desk: SiteDesk;

test.use({ serviceWorkers: 'block' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  desk = await startSiteDesk('wedding-desk-wide-');
});
test.afterAll(async () => desk?.stop());

test('every desk screen at 1280 px: its column centred, nothing sideways, no accessibility violation', { tag: '@desktop' }, async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(await desk.ownerInvite(OWNER.email));
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(`${desk.site.baseUrl}/desk`);

  for (const [screen, heading] of SCREENS) {
    await page.goto(`${desk.site.baseUrl}/desk${screen}`);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), screen).toBeVisible();
    const layout = await page.evaluate(() => {
      const main = document.querySelector('main')!.getBoundingClientRect();
      return { sideways: document.documentElement.scrollWidth - innerWidth, width: main.width, left: main.left, right: innerWidth - main.right };
    });
    expect(layout.sideways, screen).toBeLessThanOrEqual(0);
    expect(layout.width, screen).toBeLessThanOrEqual(640);
    expect(Math.abs(layout.left - layout.right), screen).toBeLessThanOrEqual(1);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), screen).toEqual([]);
    if (screen === '/photos') {
      const thumb = page.locator('.desk-photos .desk-thumb').first();
      await expect(thumb).toBeVisible();
      expect((await thumb.boundingBox())?.width, 'a gallery row is drawn wide, not as on a phone').toBe(160);
    }
  }
});
