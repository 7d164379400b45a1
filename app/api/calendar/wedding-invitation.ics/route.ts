import { getCalendarFile } from '@/lib/invitation/calendar-file';
import { ICS_HEADERS } from '@/lib/wedding/ics';

// Only a guest's link answers, so the venue and time never leak to strangers.
export async function GET(request: Request) {
  const file = await getCalendarFile(new URL(request.url).searchParams.get('guest'));
  if (file === null) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(file, { headers: { ...ICS_HEADERS, 'Cache-Control': 'private, no-store' } });
}
