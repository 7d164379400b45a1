import { deskRoute } from '@/lib/desk/desk-action';
import { PRIVATE_HEADERS, privateText } from '@/lib/desk/private-answer';

/** Owners download the whole wedding (every guest's link and photos): helpers work with the guests, not the archive. */
export const GET = deskRoute('owner', async (member) => {
  const backup = member.place.downloadBackup();
  if (!backup) return privateText(404, 'A content folder is backed up with npm run backup.');
  return new Response(backup.body, { headers: { ...PRIVATE_HEADERS, 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${backup.name}"` } });
});
