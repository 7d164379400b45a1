import { after } from 'next/server';
import { openToRecord, recordOpen } from '@/lib/invitation/record-open';

// Always 204 at once, recorded or not: a caller learns nothing.
export async function POST(request: Request) {
  const guestId = await openToRecord(request);
  if (guestId) after(() => recordOpen(guestId));
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
