import type { GuestOpen } from '@/lib/desk/desk-guests';
import { openedText } from '@/lib/desk/guest-lines';

export function OpenedNote({ open, timeZone }: { open: GuestOpen | null; timeZone: string }) {
  return <span className={open ? 'desk-opened desk-opened-yes' : 'desk-opened'}>{openedText(open, timeZone)}</span>;
}
