'use client';

import type { GuestLine } from '@/lib/desk/guest-lines';

/** Every guest, their opens and reply; a client leaf so 300 rows travel as props, not twice as markup. */
export function GuestList({ lines }: { lines: GuestLine[] }) {
  if (!lines.length) return <p>No guests yet.</p>;
  return (
    <ul className="desk-guests" aria-label="Guests">
      {lines.map((line) => (
        <li key={line.id}>
          <a href={`/desk/guests/${line.id}`} className="desk-guest-name" dir="auto">
            {line.name}
          </a>
          <span className={line.hasOpened ? 'desk-opened desk-opened-yes' : 'desk-opened'}>{line.opened}</span>
          {line.reply ? <span className="desk-reply">{line.reply}</span> : null}
        </li>
      ))}
    </ul>
  );
}
