import { deskSiteUrl } from '@/lib/desk/desk-client';
import { guestsCsv } from '@/lib/desk/desk-guests';
import { memberSession } from '@/lib/desk/desk-session';
import { PRIVATE_HEADERS, privateText } from '@/lib/desk/private-answer';

export async function GET(): Promise<Response> {
  const member = await memberSession();
  if (!member) return privateText(401, 'Sign in at /desk first.');
  const csv = await guestsCsv(member.place, await deskSiteUrl());
  return new Response(csv, { headers: { ...PRIVATE_HEADERS, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="guests.csv"' } });
}
