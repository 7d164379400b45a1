import type { GuestWithMessage } from '@/lib/desk/desk-guests';
import { INVITE_ROUTE } from '@/lib/site/routes';

/** Every guest with their link and the three ways to send it, as a list a phone reads top to bottom. */
export function GuestList({ guests }: { guests: GuestWithMessage[] }) {
  if (!guests.length) return <p>No guests yet.</p>;
  return (
    <ul className="desk-guests" aria-label="Guests">
      {guests.map(({ guest, message }) => (
        <li key={guest.id}>
          <a href={`${INVITE_ROUTE}/${guest.id}?preview`} className="desk-guest-name" dir="auto">
            {guest.name}
          </a>
          <span className="desk-send">
            <a href={message.whatsapp} aria-label={`WhatsApp to ${guest.name}`}>
              WhatsApp
            </a>
            <a href={message.sms} aria-label={`SMS to ${guest.name}`}>
              SMS
            </a>
            <a href={message.email} aria-label={`E-mail to ${guest.name}`}>
              E-mail
            </a>
            <a href={`/desk/guests/${guest.id}/remove`} aria-label={`Remove ${guest.name}`}>
              Remove
            </a>
          </span>
        </li>
      ))}
    </ul>
  );
}
