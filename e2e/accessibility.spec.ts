import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { GUESTS, invitePath } from './support/demo';

/** Every WCAG 2.0–2.2 A/AA rule axe knows, plus its best practices; no violation of any impact. */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  // The map is someone else's page: keep it off the network and out of our audit.
  await page.route('https://www.google.com/**', (route) => route.abort());
});

async function openInvitation(page: Page) {
  await page.goto(invitePath(GUESTS.margaret.id));
  await expect(page.getByText(`Dear ${GUESTS.margaret.name}`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Wedding memory 1' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the no-access page has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expectNoViolations(page);
});

test('the invitation has no accessibility violations', async ({ page }) => {
  await openInvitation(page);
  await expectNoViolations(page);
});

test('the invitation with a lightbox open has no accessibility violations', async ({ page }) => {
  await openInvitation(page);
  await page.getByRole('button', { name: 'View Wedding memory 1' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page);
});

for (const card of ['Date & Schedule', 'Venue']) {
  test(`the invitation with the ${card} overlay open has no accessibility violations`, async ({ page }) => {
    await openInvitation(page);
    const toggle = page.locator('section#preview').getByRole('button', { name: card });
    await toggle.scrollIntoViewIfNeeded();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The overlay's transition over (axe reads colours as drawn): every CSS transition on the page finished.
    await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished)));
    await expectNoViolations(page);
  });
}
