import type { GuestOpen } from '@/lib/couple/guests/links';
import type { Reply } from './reply-counts';
import { dateTimeFormat } from '@/lib/wedding/intl-formats';

export interface GuestLine {
  id: string;
  name: string;
  opened: string;
  hasOpened: boolean;
  reply: string;
}

function when(iso: string, timeZone: string): string {
  const options = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  try {
    return dateTimeFormat('en-GB', { ...options, timeZone }).format(new Date(iso));
  } catch {
    return dateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(new Date(iso));
  }
}

export function openedText(open: GuestOpen | null, timeZone: string): string {
  if (!open) return 'Not opened yet';
  return `Opened, last ${when(open.lastOpenedAt, timeZone)}${open.openingDays === 1 ? '' : ` (on ${open.openingDays} days)`}`;
}

export const replyText = (reply: Reply | null) => (!reply ? '' : reply.coming ? `Coming · ${reply.people}` : 'Not coming');

export function guestLine(guest: { id: string; name: string }, open: GuestOpen | null, reply: Reply | null, timeZone: string): GuestLine {
  return { id: guest.id, name: guest.name, opened: openedText(open, timeZone), hasOpened: open !== null, reply: replyText(reply) };
}
