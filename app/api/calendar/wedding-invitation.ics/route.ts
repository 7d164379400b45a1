import { getDataSource } from '@/lib/data';
import { ICS_HEADERS, icsText, weddingEvent } from '@/lib/calendar';
import { isWellFormedGuestId } from '@/lib/wedding/guest-id';

/**
 * The Apple 'Add to Calendar' download. Like the invitation itself it answers only
 * a guest's link (?guest={id}), so the venue and time never leak to strangers.
 */
export async function GET(request: Request) {
  const guestId = new URL(request.url).searchParams.get('guest');
  const source = getDataSource();
  if (!isWellFormedGuestId(guestId) || !(await source.getGuest(guestId))) {
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  const info = await source.getWeddingInfo();
  if (!info) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(icsText(weddingEvent(info)), {
    headers: { ...ICS_HEADERS, 'Cache-Control': 'private, no-store' },
  });
}
