import type { GuestWithMessage } from '@/lib/desk/desk-guests';
import { OpenedNote } from './opened-note';
import { SendLinks } from './send-links';

/** Every guest with whether they opened their link and the ways to send it, as a list a phone reads top to bottom. */
export function GuestList({ guests, timeZone }: { guests: GuestWithMessage[]; timeZone: string }) {
  if (!guests.length) return <p>No guests yet.</p>;
  return (
    <ul className="desk-guests" aria-label="Guests">
      {guests.map(({ guest, message, open }) => (
        <li key={guest.id}>
          <a href={`/desk/guests/${guest.id}`} className="desk-guest-name" dir="auto">
            {guest.name}
          </a>
          <OpenedNote open={open} timeZone={timeZone} />
          <SendLinks name={guest.name} message={message} />
        </li>
      ))}
    </ul>
  );
}
