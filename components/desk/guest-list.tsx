import type { GuestOpen, Reply } from '@/lib/desk/desk-guests';
import type { Guest } from '@/lib/wedding/types';
import { OpenedNote } from './opened-note';

/** Every guest, their opens and reply; sending is on each guest's screen (300 guests' messages would be most of the page). */
export function GuestList({ guests, timeZone }: { guests: { guest: Guest; open: GuestOpen | null; reply: Reply | null }[]; timeZone: string }) {
  if (!guests.length) return <p>No guests yet.</p>;
  return (
    <ul className="desk-guests" aria-label="Guests">
      {guests.map(({ guest, open, reply }) => (
        <li key={guest.id}>
          <a href={`/desk/guests/${guest.id}`} className="desk-guest-name" dir="auto">
            {guest.name}
          </a>
          <OpenedNote open={open} timeZone={timeZone} />
          {reply ? <span className="desk-reply">{reply.coming ? `Coming · ${reply.people}` : 'Not coming'}</span> : null}
        </li>
      ))}
    </ul>
  );
}
