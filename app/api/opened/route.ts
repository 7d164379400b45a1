import { after } from 'next/server';
import { openToRecord, recordOpen } from '@/lib/invitation/record-open';

/**
 * The invitation's beacon: the page was shown to a guest. Always 204 at once, recorded or not
 * (a caller learns nothing); the write happens after the answer.
 */
export async function POST(request: Request) {
  const guestId = await openToRecord(request);
  if (guestId) after(() => recordOpen(guestId));
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
