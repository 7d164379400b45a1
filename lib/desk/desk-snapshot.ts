import 'server-only';
import { describeError } from '@/lib/couple/project';
import { saveSnapshot } from '@/lib/couple/snapshot/make';
import { snapshotFileToRead } from '@/lib/data/snapshot';
import { parseConfig } from '@/lib/server/config';

// A host that ships the site read-only (serverless ones) says so by the file system's own error.
const READ_ONLY = new Set(['EROFS', 'EACCES', 'EPERM']);

export async function refreshDeskSnapshot(): Promise<{ ok: boolean; message: string }> {
  const config = parseConfig(process.env);
  if (!config.supabase) return { ok: false, message: 'This desk works on a content folder, which the site reads itself: there is no snapshot to refresh.' };
  const result = await saveSnapshot(config.supabase, snapshotFileToRead(config.snapshotFile));
  if ('saved' in result) {
    const { loveStory, gallery } = result.saved;
    return { ok: true, message: `Saved the wedding as it is now (${loveStory.length} story entries, ${gallery.length} gallery photos): guests see it even if Supabase fails as the site starts.` };
  }
  if ('lost' in result) {
    return { ok: false, message: `Nothing was saved: the wedding reads back with ${result.lost.join(' and ')}, which the snapshot still has. If you emptied them on purpose, on a computer: npm run snapshot -- --allow-empty.` };
  }
  const code = (result.failed as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && READ_ONLY.has(code)) {
    return { ok: false, message: "This host keeps the site's files read-only, so the snapshot is made when the site is built: deploy again (the host's dashboard has Redeploy), or on a computer: npm run snapshot, then deploy." };
  }
  return { ok: false, message: `The snapshot could not be made (${describeError(result.failed)}): the one there is kept.` };
}
