/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { WeddingInfo } from '@/lib/wedding/types';
import { wordsFor } from '@/tests/support/words';
import { Rsvp } from './rsvp';

const DEADLINE = 'Monday, 27 October 2025';
const section = () => screen.getByRole('region', { name: 'RSVP' });
/** The RSVP words a page gives Margaret for this reply info. */
const words = (rsvp: WeddingInfo['rsvp'], language = 'en') =>
  wordsFor({ info: { couple: { name1: 'Amelia', name2: 'Daniel' }, photos: {}, wedding: {}, rsvp: { deadline: '2025-10-27', ...rsvp } } }, language).rsvp;

describe('RSVP', () => {
  it('shows the email, with the subject prefilled, and the phone under the deadline card', () => {
    render(<Rsvp message={null} vines={[]} words={words({ email: 'amelia.and.daniel@example.com', phone: '+61 400 000 000' })} />);

    const group = within(section()).getByRole('group', { name: 'Reply by' });
    const email = within(group).getByRole('link', { name: /amelia\.and\.daniel@example\.com/ });
    expect(email).toHaveAttribute('href', 'mailto:amelia.and.daniel@example.com?subject=RSVP%20%E2%80%94%20Margaret%20Ellis');
    expect(within(group).getByRole('link', { name: /\+61 400 000 000/ })).toHaveAttribute('href', 'tel:+61400000000');
    // The reply links come after the deadline, keeping the section's order.
    const deadline = within(section()).getByText(DEADLINE);
    expect(deadline.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows only the phone when there is no email', () => {
    render(<Rsvp message={null} vines={[]} words={words({ phone: '0400 000 000' })} />);
    const links = within(section()).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'tel:0400000000');
  });

  it('adds nothing when the wedding info has neither an email nor a phone', () => {
    render(<Rsvp message={null} vines={[]} words={words({})} />);
    expect(within(section()).queryByRole('link')).toBeNull();
    expect(within(section()).queryByRole('group')).toBeNull();
    expect(section()).toHaveTextContent(/^Kindly replyRSVPPlease let us know byMonday, 27 October 2025$/);
  });

  it("is all in the guest's language for a Polish guest, the deadline written the Polish way", () => {
    render(<Rsvp message={null} vines={[]} words={words({ email: 'us@example.com', phone: '+61 400 000 000' }, 'pl')} />);
    const rsvp = screen.getByRole('region', { name: 'Potwierdź przybycie' });
    expect(rsvp).toHaveTextContent('Daj nam znać najpóźniej:poniedziałek, 27 października 2025');
    const email = within(rsvp).getByRole('group', { name: 'Jak odpowiedzieć' }).querySelector('a[href^="mailto:"]');
    expect(new URL(email!.getAttribute('href')!).searchParams.get('subject')).toBe('Odpowiedź na zaproszenie – Margaret Ellis');
    // The address and number read left to right whatever the page's direction.
    expect(within(rsvp).getByText('+61 400 000 000')).toHaveAttribute('dir', 'ltr');
  });
});
