import { GUESTS, invitePath } from './support/demo';
import { expect, test } from './support/fixtures';

test.describe('page states', () => {
  test('answers with the greeting in the first response; only Memories still loads', { tag: '@desktop' }, async ({ request }) => {
    const response = await request.get(invitePath(GUESTS.margaret.id));
    expect(response.status()).toBe(200);
    const html = await response.text();

    const greeting = html.search(/>Dear\s*(<!-- -->)?\s*<span[^>]*>Margaret Ellis</);
    const photosLoading = html.indexOf('Loading photos...');
    expect(greeting, 'the greeting is in the response').toBeGreaterThan(-1);
    expect(photosLoading, "Memories streams in behind 'Loading photos...'").toBeGreaterThan(greeting);
    // The guest and the shared content are known before the first byte: nothing waits behind a page-wide spinner.
    expect(html).not.toContain('Loading your personalised invitation...');
  });

  test('shows the invitation, its title and its photos', { tag: '@phone' }, async ({ page }) => {
    await page.goto(invitePath(GUESTS.margaret.id));
    await expect(page.getByText(`Dear ${GUESTS.margaret.name}`)).toBeVisible();
    await expect(page.getByText('Loading photos...')).toHaveCount(0);
    await expect(page).toHaveTitle('Wedding Invitation - Amelia & Daniel');
  });
});
