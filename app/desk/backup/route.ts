import { deskBackup } from '@/lib/desk/desk-backup';
import { memberSession } from '@/lib/desk/desk-session';
import { PRIVATE_HEADERS, privateText } from '@/lib/desk/private-answer';

/** Owners download the whole wedding (every guest's link and photos): helpers work with the guests, not the archive. */
export async function GET(): Promise<Response> {
  const member = await memberSession();
  if (!member) return privateText(401, 'Sign in at /desk first.');
  if (member.role !== 'owner') return privateText(403, "Only the wedding's owners download a backup.");
  const backup = deskBackup(member.place);
  if (!backup) return privateText(404, 'A content folder is backed up with npm run backup.');
  const { name, body } = backup;
  return new Response(body, { headers: { ...PRIVATE_HEADERS, 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${name}"` } });
}
