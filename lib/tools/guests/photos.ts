import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { guestPhotoFolder, ownPhotoDir } from '@/lib/site/routes';
import { isGuestPhotoFile, isSafeFolderName, mediaContentType } from '@/lib/wedding/media';
import { GUEST_PHOTO_EXTENSIONS } from '@/lib/wedding/spec-values';
import type { Guest } from '@/lib/wedding/types';
import { confirmRemoval, type Ask, type ConfirmIo } from '@/lib/couple/confirm';
import { describeError, shownPath, UsageError, type Env } from '@/lib/couple/project';
import { prepareForStorage } from '@/lib/couple/photos/prepare-for-storage';
import { terminalValue } from '@/lib/couple/safe-text';
import { nameWithHint, namesakeHints, pickGuest } from '@/lib/couple/guests/namesakes';
import { bucketShelf, localShelf, type PhotoShelf } from './photo-shelf';
import { guestsPlace, storeAt, type GuestsAt } from '@/lib/couple/guests/stores';
import { withoutMarks } from '@/lib/wedding/slug';

export interface PhotoUpload {
  file: string;
  name: string;
  bytes: Buffer;
  note: string;
}

export interface PhotosPlan {
  guest: Guest;
  shelf: PhotoShelf;
  uploads: PhotoUpload[];
  replaced: string[];
}

const EXTENSIONS = `${GUEST_PHOTO_EXTENSIONS.slice(0, -1).map((e) => `.${e}`).join(', ')} or .${GUEST_PHOTO_EXTENSIONS.at(-1)}`;

export function photoObjectName(file: string): string {
  const { name, ext } = path.parse(path.basename(file));
  const safe = (s: string) => withoutMarks(s).replace(/[^A-Za-z0-9._-]+/g, '-').replace(/-{2,}/g, '-');
  const stem = safe(name).replace(/^[.-]+|[.-]+$/g, '').slice(0, 100) || 'photo';
  return `${stem}${safe(ext)}`;
}

async function prepared(file: string, cwd: string, name: string): Promise<{ upload?: PhotoUpload; problem?: string }> {
  if (!isGuestPhotoFile(name)) return { problem: `${file}: a guest's photo must be a ${EXTENSIONS} file` };
  let bytes: Buffer;
  try {
    bytes = await readFile(path.resolve(/*turbopackIgnore: true*/ cwd, file));
  } catch (e) {
    return { problem: `${file}: cannot be read (${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : describeError(e)})` };
  }
  const result = await prepareForStorage(bytes, name);
  if (!result.ok) return { problem: `${file}: ${result.reason}` };
  const size = async (b: Buffer) => sharp(b).metadata().then((m) => `${m.autoOrient.width}×${m.autoOrient.height}`, () => '');
  const note = result.untouched
    ? `kept as it is (${result.untouched})`
    : result.changed
      ? `prepared: ${await size(bytes)} → ${await size(result.bytes)}, no location or camera details`
      : 'already prepared, kept as it is';
  return { upload: { file, name, bytes: result.bytes, note } };
}

export async function planPhotos(guests: Guest[], who: string, files: string[], shelfFor: (folder: string) => Promise<PhotoShelf>, cwd: string): Promise<PhotosPlan | { problems: string[] }> {
  const guest = pickGuest(guests, who);
  const folder = ownPhotoDir(guest);
  if (!isSafeFolderName(folder)) return { problems: [`${terminalValue(guest.name)}'s photo_dir "${terminalValue(folder)}" is not one folder name: write just the folder's name, without slashes.`] };
  const shelf = await shelfFor(guestPhotoFolder(folder));
  const problems: string[] = [];
  const uploads: PhotoUpload[] = [];
  const taken = new Map<string, string>();
  for (const file of files) {
    const name = photoObjectName(file);
    const same = taken.get(name.toLowerCase());
    if (same) problems.push(`${file}: would be stored as ${name}, as ${same} is: rename one of them`);
    taken.set(name.toLowerCase(), file);
    const blocked = await shelf.blocked(name);
    if (blocked) problems.push(`${file}: ${blocked}`);
    const { upload, problem } = await prepared(file, cwd, name);
    if (problem) problems.push(problem);
    if (upload) uploads.push(upload);
  }
  if (problems.length) return { problems };
  const existing = new Set(await shelf.names());
  return { guest, shelf, uploads, replaced: uploads.map((u) => u.name).filter((n) => existing.has(n)) };
}

export async function writePhotos(plan: PhotosPlan): Promise<void> {
  const before = new Map<string, Buffer | null>();
  for (const name of plan.replaced) before.set(name, await plan.shelf.read(name));
  const written: string[] = [];
  try {
    for (const u of plan.uploads) {
      await plan.shelf.put(u.name, u.bytes, mediaContentType(u.name) ?? 'application/octet-stream');
      written.push(u.name);
    }
  } catch (e) {
    const undone = await Promise.all(
      written.map(async (name) => {
        const old = before.get(name);
        await (old ? plan.shelf.put(name, old, mediaContentType(name) ?? 'application/octet-stream') : plan.shelf.remove(name));
      }),
    ).then(
      () => 'the photos written before it were taken back, so the folder is as it was',
      () => `the folder may hold some of the new photos (${written.join(', ')}): run the command again`,
    );
    throw new Error(`${describeError(e)}; ${undone}.`);
  }
}

export async function runPhotos(o: GuestsAt & { who?: string; files: string[]; dryRun: boolean; yes: boolean; ask?: Ask }, env: Env, cwd: string, io: ConfirmIo): Promise<number> {
  if (!o.who) throw new UsageError('Which guest? npm run guests -- photos <id or name> <photo files…> (guest-links.csv lists every id)');
  if (o.files.length === 0) throw new UsageError(`Which photos? npm run guests -- photos ${o.who} <photo files…> (${EXTENSIONS})`);
  const place = guestsPlace(env, o, cwd);
  const guests = await storeAt(place, cwd).list();
  const shelfFor = (folder: string) => (place.client ? Promise.resolve(bucketShelf(place.client, folder)) : localShelf(place.contentDir, folder, shownPath(cwd, place.contentDir)));
  const plan = await planPhotos(guests, o.who, o.files, shelfFor, cwd);
  if ('problems' in plan) {
    io.err(`Nothing was uploaded. Fix ${plan.problems.length === 1 ? 'this problem' : 'these problems'} and run it again:`);
    for (const p of plan.problems) io.err(`  ${p}`);
    return 1;
  }
  const guest = nameWithHint(plan.guest, namesakeHints(guests));
  const lines = plan.uploads.map((u) => `  ${u.name}  (from ${u.file}: ${u.note})${plan.replaced.includes(u.name) ? ', replacing the one there' : ''}`);
  if (o.dryRun) {
    io.out(`Dry run, nothing uploaded. This would put into ${plan.shelf.where}, for ${guest}:`);
    for (const line of lines) io.out(line);
    return 0;
  }
  if (plan.replaced.length) {
    io.out(`${plan.shelf.where} already has ${plan.replaced.length === 1 ? 'a photo' : 'photos'} of ${plan.replaced.length === 1 ? 'this name' : 'these names'}; uploading replaces ${plan.replaced.length === 1 ? 'it' : 'them'}:`);
    if (!(await confirmRemoval(plan.replaced.map((n) => `  ${n}`), o, io))) return 1;
  }
  await writePhotos(plan);
  io.out(`Uploaded ${plan.uploads.length} ${plan.uploads.length === 1 ? 'photo' : 'photos'} for ${guest} into ${plan.shelf.where}:`);
  for (const line of lines) io.out(line);
  if (!plan.guest.photo_dir) io.out(`Their folder is named by their id, as they have no photo_dir; their invitation shows these photos.`);
  return 0;
}
