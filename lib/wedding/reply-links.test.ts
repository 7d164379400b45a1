import { replyLinks } from './reply-links';

describe('replyLinks', () => {
  it('prefills the email subject and dials the phone number without spaces', () => {
    const links = replyLinks({ email: 'amelia.and.daniel@example.com', phone: '+61 400 000 000' }, 'RSVP — Margaret Ellis');
    expect(links.email).toEqual({
      href: 'mailto:amelia.and.daniel@example.com?subject=RSVP%20%E2%80%94%20Margaret%20Ellis',
      label: 'amelia.and.daniel@example.com',
    });
    expect(decodeURIComponent(links.email!.href.split('subject=')[1]!)).toBe('RSVP — Margaret Ellis');
    expect(links.phone).toEqual({ href: 'tel:+61400000000', label: '+61 400 000 000' });
  });

  it('keeps a subject with & or ? whole', () => {
    const href = replyLinks({ email: 'us@example.com' }, 'RSVP — Tom & Jo?').email!.href;
    expect(new URL(href).searchParams.get('subject')).toBe('RSVP — Tom & Jo?');
  });

  it('offers only what the wedding info has', () => {
    expect(replyLinks({ email: 'us@example.com' }, 'Rosa')).not.toHaveProperty('phone');
    expect(replyLinks({ phone: '(02) 9999 1234' }, 'Rosa')).toEqual({ phone: { href: 'tel:0299991234', label: '(02) 9999 1234' } });
    expect(replyLinks({}, 'Rosa')).toEqual({});
    expect(replyLinks({ email: ' ', phone: '' }, 'Rosa')).toEqual({});
  });

  it('leaves out an address or number that is not one', () => {
    expect(replyLinks({ email: 'us@example.com?bcc=them@example.com', phone: 'call us' }, 'Rosa')).toEqual({});
  });
});
