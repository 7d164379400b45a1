import { deskSiteUrl } from '@/lib/desk/accounts';
import { deskRoute } from '@/lib/desk/desk-action';
import { guestsCsv } from '@/lib/desk/desk-guests';
import { PRIVATE_HEADERS } from '@/lib/desk/private-answer';

export const GET = deskRoute('member', async (member) => {
  const csv = await guestsCsv(member.place, await deskSiteUrl());
  return new Response(csv, { headers: { ...PRIVATE_HEADERS, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="guests.csv"' } });
});
