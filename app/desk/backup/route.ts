import { deskBackup } from '@/lib/desk/desk-backup';
import { memberSession } from '@/lib/desk/desk-session';

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

/** Owners download the whole wedding (every guest's link and photos): helpers work with the guests, not the archive. */
export async function GET(): Promise<Response> {
  const member = await memberSession();
  if (!member) return new Response('Sign in at /desk first.', { status: 401, headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' } });
  if (member.role !== 'owner') return new Response("Only the wedding's owners download a backup.", { status: 403, headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' } });
  const backup = deskBackup(member.place);
  if (!backup) return new Response('A content folder is backed up with npm run backup.', { status: 404, headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' } });
  const { name, body } = backup;
  return new Response(body, { headers: { ...PRIVATE, 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${name}"` } });
}
