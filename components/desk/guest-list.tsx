import type { GuestOpen } from '@/lib/desk/desk-guests';
import type { Guest } from '@/lib/wedding/types';
import { OpenedNote } from './opened-note';

/**
 * Every guest and whether they opened their link, as a list a phone reads top to bottom. Sending is on each guest's
 * screen: with 300 guests, three messages each here would be most of the page's bytes.
 */
export function GuestList({ guests, timeZone }: { guests: { guest: Guest; open: GuestOpen | null }[]; timeZone: string }) {
  if (!guests.length) return <p>No guests yet.</p>;
  return (
    <ul className="desk-guests" aria-label="Guests">
      {guests.map(({ guest, open }) => (
        <li key={guest.id}>
          <a href={`/desk/guests/${guest.id}`} className="desk-guest-name" dir="auto">
            {guest.name}
          </a>
          <OpenedNote open={open} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}
