import { deskRoute } from '@/lib/desk/desk-action';
import { guestUploadsDownload } from '@/lib/desk/guest-photos';
import { PRIVATE_HEADERS, privateText } from '@/lib/desk/private-answer';

export const GET = deskRoute('member', async (member) => {
  const zip = await guestUploadsDownload(member.place);
  if ('problem' in zip) return privateText(zip.status, zip.problem);
  return new Response(zip.body, { headers: { ...PRIVATE_HEADERS, 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${zip.name}"` } });
});
