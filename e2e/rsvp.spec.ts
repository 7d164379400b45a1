import { GUESTS } from './support/demo';
import { expect, test } from './support/fixtures';
import { expectDecorativeVines, InvitationPage } from './support/invitation-page';

const MARGARETS_MESSAGE = "Aunt Maggie, you taught us both to dance at cousin Ben's wedding. We saved the first waltz after ours for you.";

test.describe('RSVP', () => {
  test('shows Margaret her personal message and the reply deadline', { tag: '@phone' }, async ({ page }) => {
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.margaret.id);
    const rsvp = invitation.rsvp;

    await expect(rsvp.getByRole('heading', { level: 2, name: 'RSVP' })).toBeVisible();
    await expect(rsvp.getByText(MARGARETS_MESSAGE)).toBeVisible();
    await expect(rsvp.getByText('Please let us know by')).toBeVisible();
    await expect(rsvp.getByText('Monday, 27 October 2025', { exact: true })).toBeVisible();
  });

  test("keeps the line break in Margaret's two-line message", { tag: '@desktop' }, async ({ page }) => {
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.margaret.id);
    const message = invitation.rsvp.locator('blockquote p');

    // innerText follows the rendering: a collapsed line break would read as a space.
    await expect(message).toHaveJSProperty('innerText', "Aunt Maggie, you taught us both to dance at cousin Ben's wedding.\nWe saved the first waltz after ours for you.");
    // The second sentence starts on a line of its own, at the left of the centred text block: at the desktop's
    // width, where the first would not wrap by itself.
    const lineTops = await message.evaluate((p) => {
      const text = p.firstChild as Text;
      const at = (needle: string) => {
        const range = document.createRange();
        const start = (text.textContent ?? '').indexOf(needle);
        range.setStart(text, start);
        range.setEnd(text, start + 1);
        return range.getBoundingClientRect().top;
      };
      return { first: at('Aunt'), second: at('We saved') };
    });
    expect(lineTops.second).toBeGreaterThan(lineTops.first);
  });

  for (const guest of [GUESTS.tom, GUESTS.rosa]) {
    test(`shows ${guest.name}, who has no message, only the deadline`, { tag: '@phone' }, async ({ page }) => {
      const invitation = new InvitationPage(page);
      await invitation.goto(guest.id);
      const rsvp = invitation.rsvp;

      await expect(rsvp.getByRole('heading', { level: 2, name: 'RSVP' })).toBeVisible();
      await expect(rsvp.locator('blockquote')).toHaveCount(0);
      await expect(page.getByText(MARGARETS_MESSAGE)).toHaveCount(0);
      await expect(rsvp.getByText('Monday, 27 October 2025', { exact: true })).toBeVisible();
      // Nothing but the heading, the kicker, the deadline card and how to reply.
      await expect(rsvp).toHaveText(
        /^\s*Kindly reply\s*RSVP\s*Please let us know by\s*Monday, 27 October 2025\s*Reply by\s*Email amelia\.and\.daniel@example\.com\s*Phone \+61 400 000 000\s*$/,
      );
    });
  }

  test('shows how to reply: an email with the subject prefilled with her name, and the phone', { tag: '@phone' }, async ({ page }) => {
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.margaret.id);
    const reply = invitation.rsvp.getByRole('group', { name: 'Reply by' });

    const email = reply.getByRole('link', { name: /amelia\.and\.daniel@example\.com/ });
    await expect(email).toBeVisible();
    const href = (await email.getAttribute('href')) ?? '';
    expect(href.startsWith('mailto:amelia.and.daniel@example.com?')).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toBe(`RSVP — ${GUESTS.margaret.name}`);
    await expect(reply.getByRole('link', { name: /\+61 400 000 000/ })).toHaveAttribute('href', 'tel:+61400000000');
    // Below the deadline card, in the section's order.
    const deadlineBottom = await invitation.rsvp.getByText('Monday, 27 October 2025').evaluate((el) => el.getBoundingClientRect().bottom);
    const replyTop = await reply.evaluate((el) => el.getBoundingClientRect().top);
    expect(replyTop).toBeGreaterThan(deadlineBottom);
  });

  test('has decorative vines, hidden from assistive technology, turned at most 25°', { tag: '@phone' }, async ({ page }) => {
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.rosa.id);
    await expectDecorativeVines(invitation.rsvp, 25);
  });

  test('asks for nothing: no form, no inputs, no login anywhere on the page', { tag: '@phone' }, async ({ page }) => {
    const invitation = new InvitationPage(page);
    await invitation.goto(GUESTS.margaret.id);
    await expect(invitation.memoryPhotos).toHaveCount(3);

    await expect(page.locator('form, input, textarea, select, [contenteditable="true"]')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByText(/log ?in|sign ?in|password/i)).toHaveCount(0);
  });
});
