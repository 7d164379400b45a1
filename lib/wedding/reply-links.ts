export interface ReplyLinks {
  email?: { href: string; label: string };
  phone?: { href: string; label: string };
}

// One address, nothing that could smuggle extra mailto fields (?, &) or a second recipient.
const EMAIL = /^[^\s@?&,;<>"]+@[^\s@?&,;<>"]+\.[^\s@?&,;<>"]+$/;

export function replyLinks(rsvp: { email?: string; phone?: string }, subject: string): ReplyLinks {
  const links: ReplyLinks = {};
  const email = rsvp.email?.trim();
  if (email && EMAIL.test(email)) {
    links.email = { href: `mailto:${email}?subject=${encodeURIComponent(subject)}`, label: email };
  }
  const phone = rsvp.phone?.trim();
  const dialable = phone ? `${phone.startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}` : '';
  if (phone && dialable.replace('+', '').length >= 3 && /^[+\d\s().-]+$/.test(phone)) {
    links.phone = { href: `tel:${dialable}`, label: phone };
  }
  return links;
}
