import type { GuestOpen } from '@/lib/desk/desk-guests';

function when(iso: string, timeZone: string): string {
  const options = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(new Date(iso));
  }
}

/** Whether the guest has opened their link, and when last, in the wedding's time zone. */
export function OpenedNote({ open, timeZone }: { open: GuestOpen | null; timeZone: string }) {
  if (!open) return <span className="desk-opened">Not opened yet</span>;
  const days = open.openingDays === 1 ? '' : ` (on ${open.openingDays} days)`;
  return (
    <span className="desk-opened desk-opened-yes">
      Opened, last {when(open.lastOpenedAt, timeZone)}
      {days}
    </span>
  );
}
