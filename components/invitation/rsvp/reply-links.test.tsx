/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { translator } from '@/lib/i18n/translator';
import { replyLinks } from '@/lib/wedding/reply-links';
import { ReplyLinks } from './reply-links';

/** How the RSVP section offers Margaret the couple's email and phone, in her language. */
function renderFor(rsvp: { email?: string; phone?: string }, language = 'en') {
  const t = translator(language);
  const links = replyLinks(rsvp, t('rsvp.subject', { name: 'Margaret Ellis' }));
  return render(<ReplyLinks links={links} words={{ replyBy: t('rsvp.replyBy'), email: t('rsvp.email'), phone: t('rsvp.phone') }} />);
}

describe('how to reply', () => {
  it('shows the email, with the subject prefilled, and the phone', () => {
    renderFor({ email: 'amelia.and.daniel@example.com', phone: '+61 400 000 000' });
    const group = screen.getByRole('group', { name: 'Reply by' });
    const email = within(group).getByRole('link', { name: /amelia\.and\.daniel@example\.com/ });
    expect(email).toHaveAttribute('href', 'mailto:amelia.and.daniel@example.com?subject=RSVP%20%E2%80%94%20Margaret%20Ellis');
    expect(within(group).getByRole('link', { name: /\+61 400 000 000/ })).toHaveAttribute('href', 'tel:+61400000000');
  });

  it('shows only the phone when there is no email', () => {
    renderFor({ phone: '0400 000 000' });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'tel:0400000000');
  });

  it('shows nothing when the wedding info has neither an email nor a phone', () => {
    const { container } = renderFor({});
    expect(container).toBeEmptyDOMElement();
  });

  it("is in the guest's language for a Polish guest, the subject too", () => {
    renderFor({ email: 'us@example.com', phone: '+61 400 000 000' }, 'pl');
    const group = screen.getByRole('group', { name: 'Jak odpowiedzieć' });
    const email = group.querySelector('a[href^="mailto:"]');
    expect(new URL(email!.getAttribute('href')!).searchParams.get('subject')).toBe('Odpowiedź na zaproszenie – Margaret Ellis');
    // The address and number read left to right whatever the page's direction.
    expect(within(group).getByText('+61 400 000 000')).toHaveAttribute('dir', 'ltr');
  });
});
