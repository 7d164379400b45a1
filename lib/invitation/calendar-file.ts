import 'server-only';
import { icsText } from '@/lib/wedding/ics';
import { invitationEvent } from './calendar-event';
import { getInvitation } from './get-invitation';

export async function getCalendarFile(guestId: string | null): Promise<string | null> {
  if (!guestId) return null;
  const result = await getInvitation(guestId);
  return result.status === 'ok' ? icsText(invitationEvent(result.invitation)) : null;
}
