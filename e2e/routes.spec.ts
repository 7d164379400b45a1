import { expect, test } from '@playwright/test';
import { GUESTS, invitePath, UNKNOWN_GUEST_ID } from './support/demo';

test.describe('routes', { tag: '@phone' }, () => {
  test('the home page shows the private-invitation notice with 200', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Private Wedding Invitation' })).toBeVisible();
    await expect(page.getByText('use the link you received')).toBeVisible();
    await expect(page).toHaveTitle('Wedding Invitation');
  });

  test('an unknown path shows the notice with 404', async ({ page }) => {
    const response = await page.goto('/some/where/else');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Private Wedding Invitation' })).toBeVisible();
  });

  for (const [label, id] of [
    ['a malformed', 'not-a-guest'],
    ['an unknown', UNKNOWN_GUEST_ID],
  ] as const) {
    test(`${label} guest id shows the notice, never an invitation`, async ({ page }) => {
      await page.goto(invitePath(id));
      await expect(page.getByRole('heading', { name: 'Private Wedding Invitation' })).toBeVisible();
      await expect(page.getByText('Dear')).toHaveCount(0);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const [label, path] of [
      ['a malformed guest id', invitePath('not-a-guest')],
      ['an unknown guest id', invitePath(UNKNOWN_GUEST_ID)],
      ['an unknown path', '/some/where/else'],
    ] as const) {
      test(`${label} answers 404 with the notice in the HTML itself`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Private Wedding Invitation' })).toBeVisible();
        await expect(page.getByText('can only be opened through a personalised link')).toBeVisible();
        await expect(page.getByText('Dear')).toHaveCount(0);
      });
    }
  });

  test('a missing guest id shows the notice with 404', async ({ page }) => {
    const response = await page.goto('/invite/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Private Wedding Invitation' })).toBeVisible();
  });

  test('a guest link greets the guest by name', async ({ page }) => {
    const response = await page.goto(invitePath(GUESTS.margaret.id));
    expect(response?.status()).toBe(200);
    await expect(page.getByText(`Dear ${GUESTS.margaret.name}`)).toBeVisible();
    await expect(page.getByText('are getting married!')).toBeVisible();
  });
});
