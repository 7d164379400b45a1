/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { WeddingInfo } from '@/lib/wedding/types';
import { replyLinks } from '@/lib/wedding/reply-links';
import { Rsvp } from './rsvp';

const DEADLINE = 'Monday, 27 October 2025';
const section = () => screen.getByRole('region', { name: 'RSVP' });

describe('RSVP', () => {
  it('shows the email, with the subject prefilled, and the phone under the deadline card', () => {
    const reply = replyLinks({ email: 'amelia.and.daniel@example.com', phone: '+61 400 000 000' }, 'Margaret Ellis');
    render(<Rsvp message={null} deadline={DEADLINE} vines={[]} reply={reply} />);

    const group = within(section()).getByRole('group', { name: 'Reply by' });
    const email = within(group).getByRole('link', { name: /amelia\.and\.daniel@example\.com/ });
    expect(email).toHaveAttribute('href', 'mailto:amelia.and.daniel@example.com?subject=RSVP%20%E2%80%94%20Margaret%20Ellis');
    expect(within(group).getByRole('link', { name: /\+61 400 000 000/ })).toHaveAttribute('href', 'tel:+61400000000');
    // The reply links come after the deadline, keeping the section's order.
    const deadline = within(section()).getByText(DEADLINE);
    expect(deadline.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows only the phone when there is no email', () => {
    render(<Rsvp message={null} deadline={DEADLINE} vines={[]} reply={replyLinks({ phone: '0400 000 000' }, 'Tom')} />);
    const links = within(section()).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'tel:0400000000');
  });

  it('adds nothing when the wedding info has neither an email nor a phone', () => {
    const rsvp: WeddingInfo['rsvp'] = { deadline: '2025-10-27' };
    render(<Rsvp message={null} deadline={DEADLINE} vines={[]} reply={replyLinks(rsvp, 'Rosa')} />);
    expect(within(section()).queryByRole('link')).toBeNull();
    expect(within(section()).queryByRole('group')).toBeNull();
    expect(section()).toHaveTextContent(/^Kindly replyRSVPPlease let us know byMonday, 27 October 2025$/);
  });
});
