import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { guestUploadsZip } from '@/lib/couple/guest-uploads/uploads-zip';
import { projectSettings, serviceClient, shownPath, UsageError, type Env } from '@/lib/couple/project';

const inWords = (bytes: number) => (bytes >= 2 ** 30 ? `${(bytes / 2 ** 30).toFixed(2)} GB` : `${Math.max(1, Math.round(bytes / 2 ** 20))} MB`);
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export async function runPhotosDownload(o: { out?: string; serviceKey?: string; local: boolean; yes: boolean }, env: Env, cwd: string, io: { out(line: string): void }): Promise<number> {
  if (o.local || !env.SUPABASE_URL?.trim()) throw new UsageError("Guests' photos are kept in a Supabase project: set SUPABASE_URL and the secret key (--service-key or SUPABASE_SERVICE_ROLE_KEY).");
  const client = serviceClient(projectSettings(env, o.serviceKey));
  const zip = await guestUploadsZip(client);
  if (zip.photos + zip.videos === 0) {
    await zip.body.cancel();
    io.out('No guest has sent a photo or video yet: nothing to download.');
    return 0;
  }
  const file = path.resolve(/*turbopackIgnore: true*/ cwd, o.out ?? zip.name);
  if (!o.yes && (await stat(file).then(() => true, () => false))) {
    await zip.body.cancel();
    throw new UsageError(`${shownPath(cwd, file)} is there already: name another with --out, or add --yes to replace it.`);
  }
  const part = `${file}.part`;
  io.out(`Downloading ${counted(zip.photos, 'photo', 'photos')} and ${counted(zip.videos, 'video', 'videos')} from ${counted(zip.guests, 'guest', 'guests')} (${inWords(zip.bytes)})…`);
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(Readable.fromWeb(zip.body as WebReadableStream<Uint8Array>), createWriteStream(part));
    await rename(part, file);
  } catch (e) {
    await rm(part, { force: true });
    throw e;
  }
  io.out(`Wrote ${shownPath(cwd, file)}: a folder per guest, each file named for when it was sent (the wedding's time).`);
  return 0;
}
