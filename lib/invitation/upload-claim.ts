import 'server-only';
import type { GuestUploadStore, OwnUpload } from '@/lib/data/guest-uploads';
import { describeError } from '@/lib/server/describe-error';
import { processSingleton } from '@/lib/server/process-singleton';
import { GateBusy, WorkGate } from '@/lib/server/work-gate';
import { uploadTypeOf } from '@/lib/wedding/guest-uploads';
import { shownUpload } from './guest-uploads';
import { answer, uploadGuest } from './upload-answers';
import { checkedVideo, preparedPhoto, type Checked } from './upload-prepare';

// Never the phone's word: the file is read back, checked, prepared in place, and only then stored.

const gate = () => processSingleton('upload-claim-gate', () => new WorkGate(2, 24));


/** null: nothing (or not all of it) arrived yet. */
async function check(store: GuestUploadStore, guestId: string, upload: OwnUpload): Promise<Checked | null> {
  if (upload.kind === 'photo') {
    const bytes = await store.read(guestId, upload.path);
    if (!bytes) return null;
    if (bytes.length > upload.bytes) return { ok: false, reason: 'size' };
    return preparedPhoto(bytes, upload.path.slice(upload.path.lastIndexOf('.') + 1));
  }
  const range = await store.ranges(guestId, upload.path);
  if (!range) return null;
  let total = 0;
  const read = async (start: number, end: number) => {
    const part = await range(start, end);
    if (!part) throw new Error('the video could not be read back');
    total = part.total;
    return part.bytes;
  };
  const first = await range(0, 0);
  if (!first) return null;
  if (first.total > upload.bytes) return { ok: false, reason: 'size' };
  const checked = await checkedVideo(read, first.total);
  return total > upload.bytes ? { ok: false, reason: 'size' } : checked;
}

/** POST /invite/{id}/uploads/{upload}: the phone says it has sent the file. */
export async function claimAnswer(guestId: string, uploadId: string, headers: Headers): Promise<Response> {
  const found = await uploadGuest(guestId, headers);
  if (found instanceof Response) return found;
  const { guest, store } = found;
  try {
    const upload = (await store.page(guest.id))?.own.find((u) => u.id === uploadId);
    if (!upload) return answer(404, { refused: 'unknown' });
    if (upload.state === 'stored') return answer(200, { upload: shownUpload(guest.id, upload) });
    const checked = await gate().run(() => check(store, guest.id, upload));
    if (!checked) return answer(409, { refused: 'failed' });
    if (!checked.ok) {
      await store.remove(guest.id, upload.id, upload.path);
      return answer(422, { refused: checked.reason });
    }
    if (checked.bytes) await store.replace(guest.id, upload.path, checked.bytes, uploadTypeOf(upload.path) ?? 'application/octet-stream');
    if (!(await store.stored(guest.id, upload.id, checked))) return answer(409, { refused: 'failed' });
    return answer(200, { upload: shownUpload(guest.id, { ...upload, state: 'stored', width: checked.width, height: checked.height, seconds: checked.seconds }) });
  } catch (e) {
    if (e instanceof GateBusy) return answer(503, { refused: 'busy' }, { 'Retry-After': '2' });
    console.error(`A guest's upload could not be checked: ${describeError(e)}`);
    return answer(503, { refused: 'failed' }, { 'Retry-After': '5' });
  }
}
