import 'server-only';
import { icsText, weddingEvent } from '@/lib/wedding/calendar';
import { getInvitation } from './get-invitation';

/** The Apple 'Add to Calendar' file for a guest's link, or null for anything that is not an invitation. */
export async function getCalendarFile(guestId: string | null): Promise<string | null> {
  if (!guestId) return null;
  const result = await getInvitation(guestId);
  return result.status === 'ok' ? icsText(weddingEvent(result.invitation.info)) : null;
}
