import { deskSiteUrl } from '@/lib/desk/desk-client';
import { guestsCsv } from '@/lib/desk/desk-guests';
import { memberSession } from '@/lib/desk/desk-session';

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

export async function GET(): Promise<Response> {
  const member = await memberSession();
  if (!member) return new Response('Sign in at /desk first.', { status: 401, headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' } });
  const csv = await guestsCsv(member.place, await deskSiteUrl());
  return new Response(csv, { headers: { ...PRIVATE, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="guests.csv"' } });
}
