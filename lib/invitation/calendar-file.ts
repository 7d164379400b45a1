import 'server-only';
import { icsText } from '@/lib/wedding/ics';
import { invitationEvent } from './calendar-event';
import { getInvitation } from './get-invitation';

/** The Apple 'Add to Calendar' file for a guest's link (in their language), or null for anything that is not an invitation. */
export async function getCalendarFile(guestId: string | null): Promise<string | null> {
  if (!guestId) return null;
  const result = await getInvitation(guestId);
  return result.status === 'ok' ? icsText(invitationEvent(result.invitation)) : null;
}
