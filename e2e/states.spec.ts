import { GUESTS, invitePath } from './support/demo';
import { expect, test } from './support/fixtures';

test.describe('page states', () => {
  test('streams the loading state before the invitation', async ({ request }) => {
    const response = await request.get(invitePath(GUESTS.margaret.id));
    expect(response.status()).toBe(200);
    const html = await response.text();

    const loading = html.indexOf('Loading your personalised invitation...');
    const greeting = html.search(/>Dear\s*(<!-- -->)?\s*<span[^>]*>Margaret Ellis</);
    expect(loading, 'the loading text is in the response').toBeGreaterThan(-1);
    expect(greeting, 'the greeting is in the response').toBeGreaterThan(-1);
    expect(loading, 'the loading text comes first').toBeLessThan(greeting);
  });

  test('replaces the loading state with the invitation', async ({ page }) => {
    await page.goto(invitePath(GUESTS.margaret.id));
    await expect(page.getByText(`Dear ${GUESTS.margaret.name}`)).toBeVisible();
    await expect(page.getByText('Loading your personalised invitation...')).toHaveCount(0);
    await expect(page).toHaveTitle('Wedding Invitation - Amelia & Daniel');
  });
});
