import 'server-only';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { isSafeObjectPath } from '@/lib/couple/backup/bucket-files';
import { MAX_PHOTO_BYTES, preparePhoto, SHOWN_WIDTH } from '@/lib/couple/photos/photo-prepare';
import { describeError } from '@/lib/couple/project';
import { canonicalTag, direction, languageName } from '@/lib/wedding/languages';
import { FOLDERS, guestPhotoFolder, isPublicPath, ownPhotoDir, VENUE_PHOTO } from '@/lib/site/routes';
import { isSafeFolderName } from '@/lib/wedding/media';
import type { DeskPlace } from './desk-place';
import { captionOf, entryKey, photoOf } from './photo-entries';
import type { Entry, ListName } from './photo-lists';
import { slug } from '@/lib/wedding/slug';
import { smallCopy } from './small-copy';

// Lists are saved whole through the seed's checks; a photo's file goes only when nothing else shows it.

export { MAX_PHOTO_BYTES, SHOWN_WIDTH };

export type Done = { ok: true; message: string } | { ok: false; message: string; field?: string };


const refusal = (e: unknown) => `Nothing was changed: ${describeError(e).replace(/\s+/g, ' ').slice(0, 400)}`;

export const isSharedPhoto = (p: string) => isSafeObjectPath(p) && isPublicPath(p);

export async function readPhotoLists(place: DeskPlace): Promise<{ gallery: Entry[]; story: Entry[] }> {
  const [gallery, story] = await Promise.all([place.lists.read('gallery'), place.lists.read('story')]);
  return { gallery, story };
}

export type PhotoSent = File | { uploaded: string; name: string };

const nameFor = (folder: string, prefix: string, name: string, extension: string) => `${folder}/${prefix}${slug(path.parse(name).name, 40, 'photo')}-${randomBytes(3).toString('hex')}.${extension}`;

export const uploadTicket = (place: DeskPlace, type: string) => place.tickets?.issue(type, MAX_PHOTO_BYTES) ?? Promise.resolve(null);

// The phone's copy is never trusted: an uploaded photo is claimed from its ticket and prepared again here.
async function storePhoto(place: DeskPlace, sent: PhotoSent, folder: string, prefix = ''): Promise<{ path: string } | { reason: string }> {
  if (!isSafeObjectPath(`${folder}/${prefix}x`)) return { reason: 'The upload came back in pieces: choose the photo again.' };
  let bytes: Buffer;
  if (sent instanceof File) bytes = Buffer.from(await sent.arrayBuffer());
  else {
    const claimed = place.tickets ? await place.tickets.claim(sent.uploaded) : { reason: 'The upload came back in pieces: choose the photo again.' };
    if ('reason' in claimed) return claimed;
    bytes = claimed.bytes;
  }
  const prepared = await preparePhoto(bytes, sent.name);
  if (!prepared.ok) return { reason: prepared.reason };
  const objectPath = nameFor(folder, prefix, sent.name, prepared.extension);
  await place.lists.putFile(objectPath, prepared.bytes, prepared.contentType);
  return { path: objectPath };
}

async function find(place: DeskPlace, list: ListName, key: string) {
  const entries = await place.lists.read(list);
  const index = entries.findIndex((e) => entryKey(list, e) === key);
  return { entries, index, entry: entries[index] as Entry | undefined };
}

async function pathsInUse(place: DeskPlace, skip?: { list: ListName; entry: Entry }): Promise<Set<string>> {
  const [{ gallery, story }, wedding] = await Promise.all([readPhotoLists(place), place.readWedding().catch(() => null)]);
  const photos = (wedding?.photos ?? {}) as { hero?: unknown; gallery?: unknown; day?: unknown };
  const other = (list: ListName) => (e: Entry) => !skip || skip.list !== list || entryKey(list, e) !== entryKey(list, skip.entry);
  return new Set([
    ...gallery.filter(other('gallery')).map((e) => photoOf('gallery', e)),
    ...story.filter(other('story')).map((e) => photoOf('story', e)),
    ...(typeof photos.hero === 'string' ? [photos.hero] : []),
    ...(Array.isArray(photos.gallery) ? photos.gallery.filter((p): p is string => typeof p === 'string') : []),
    ...(Array.isArray(photos.day) ? photos.day.filter((p): p is string => typeof p === 'string') : []),
    VENUE_PHOTO.path,
  ]);
}

export async function addGalleryPhoto(place: DeskPlace, file: PhotoSent, texts: Entry, shownName = ''): Promise<Done> {
  const stored = await storePhoto(place, file, FOLDERS.gallery);
  if ('reason' in stored) return { ok: false, message: stored.reason };
  try {
    const gallery = await place.lists.read('gallery');
    await place.lists.save('gallery', [...gallery, { storage_path: stored.path, name: path.parse(shownName).name.slice(0, 80) || null, ...texts }]);
  } catch (e) {
    await place.lists.removeFile(stored.path).catch(() => undefined);
    return { ok: false, message: refusal(e) };
  }
  const alt = String(texts.alt_text ?? '');
  return { ok: true, message: `Added ${alt ? `“${alt}”` : 'the photo'} to the gallery.` };
}

// The story's own rule beside the seed's: one entry per year and title, which is how the desk tells them apart.
const CLASH: Done = { ok: false, field: 'title', message: 'The story already has an entry of that year with this title.' };
const clashes = (story: Entry[], texts: Entry, key?: string) => story.some((e) => Number(e.year) === Number(texts.year) && e.title === texts.title && entryKey('story', e) !== key);

const storyPrefix = (year: unknown) => `${Number(year)}-`;

export async function addStoryEntry(place: DeskPlace, values: Entry, file: PhotoSent | null): Promise<Done> {
  const story = await place.lists.read('story');
  if (clashes(story, values)) return CLASH;
  const stored = file ? await storePhoto(place, file, FOLDERS.story, storyPrefix(values.year)) : null;
  if (stored && 'reason' in stored) return { ok: false, message: stored.reason };
  try {
    await place.lists.save('story', [...story, { ...values, photo_path: stored?.path ?? null }]);
  } catch (e) {
    if (stored) await place.lists.removeFile(stored.path).catch(() => undefined);
    return { ok: false, message: refusal(e) };
  }
  return { ok: true, message: `Added “${String(values.title)}” to the love story.` };
}

export async function saveEntry(place: DeskPlace, list: ListName, key: string, texts: Entry): Promise<Done> {
  const { entries, index, entry } = await find(place, list, key);
  if (!entry) return { ok: false, message: 'That is no longer on the list: nothing was saved.' };
  if (list === 'story' && clashes(entries, texts, key)) return CLASH;
  entries[index] = { ...entry, ...texts };
  try {
    await place.lists.save(list, entries);
  } catch (e) {
    return { ok: false, message: refusal(e) };
  }
  return { ok: true, message: `Saved “${captionOf(list, entries[index] as Entry)}”.` };
}

export async function moveGalleryPhoto(place: DeskPlace, key: string, by: -1 | 1): Promise<Done> {
  const { entries, index, entry } = await find(place, 'gallery', key);
  if (!entry) return { ok: false, message: 'That photo is no longer in the gallery.' };
  const to = index + by;
  if (to < 0 || to >= entries.length) return { ok: true, message: '' };
  [entries[index], entries[to]] = [entries[to] as Entry, entry];
  await place.lists.save('gallery', entries);
  return { ok: true, message: `Moved “${captionOf('gallery', entry)}” to place ${to + 1}.` };
}

export async function removalOf(place: DeskPlace, list: ListName, key: string): Promise<{ entry: Entry; fileGoes: boolean } | null> {
  const { entry } = await find(place, list, key);
  if (!entry) return null;
  const photo = photoOf(list, entry);
  return { entry, fileGoes: isSharedPhoto(photo) && !(await pathsInUse(place, { list, entry })).has(photo) };
}

export async function removeEntry(place: DeskPlace, list: ListName, key: string): Promise<Done> {
  const { entries, index, entry } = await find(place, list, key);
  if (!entry) return { ok: true, message: 'That was removed already.' };
  const photo = photoOf(list, entry);
  const backup = await place.backups.before(isSharedPhoto(photo) ? [photo] : []);
  entries.splice(index, 1);
  await place.lists.save(list, entries);
  const fileGoes = isSharedPhoto(photo) && !(await pathsInUse(place)).has(photo);
  if (fileGoes) await place.lists.removeFile(photo);
  return { ok: true, message: `Removed “${captionOf(list, entry)}”${fileGoes ? ' and its photo' : ''}. A backup was made first: ${backup}.` };
}

type GuestOf = { id: string; photo_dir?: string | null };
const guestFolder = (guest: GuestOf) => (isSafeFolderName(ownPhotoDir(guest)) ? guestPhotoFolder(ownPhotoDir(guest)) : null);


export async function addGuestPhoto(place: DeskPlace, guest: GuestOf, file: PhotoSent, shownName: string): Promise<Done> {
  const folder = guestFolder(guest);
  if (!folder) return { ok: false, message: 'Their photo folder is not a plain folder name: change it in Details first.' };
  const stored = await storePhoto(place, file, folder);
  return 'reason' in stored ? { ok: false, message: stored.reason } : { ok: true, message: `Added ${shownName || 'the photo'} to their photos.` };
}

const DAY_PREFIX = 'day/';
const dayList = (wedding: Record<string, unknown> | null): string[] => {
  const listed = (wedding?.photos as { day?: unknown } | undefined)?.day;
  return Array.isArray(listed) ? listed.filter((p): p is string => typeof p === 'string') : [];
};

export async function readDayPhotos(place: DeskPlace): Promise<string[]> {
  return dayList(await place.readWedding());
}

async function writeDayList(place: DeskPlace, change: (list: string[]) => string[]): Promise<void> {
  const wedding = (await place.readWedding()) ?? {};
  const photos = (wedding.photos && typeof wedding.photos === 'object' ? wedding.photos : {}) as Record<string, unknown>;
  const day = change(dayList(wedding));
  const rest = { ...photos };
  delete rest.day;
  await place.writeWedding({ ...wedding, photos: day.length ? { ...rest, day } : rest });
}

export async function addDayPhoto(place: DeskPlace, file: PhotoSent, shownName: string): Promise<Done> {
  const stored = await storePhoto(place, file, FOLDERS.gallery, DAY_PREFIX);
  if ('reason' in stored) return { ok: false, message: stored.reason };
  try {
    await writeDayList(place, (day) => [...day, stored.path]);
  } catch (e) {
    await place.lists.removeFile(stored.path).catch(() => undefined);
    return { ok: false, message: refusal(e) };
  }
  return { ok: true, message: `Added ${shownName || 'the photo'} to the day's photos.` };
}

export async function removeDayPhoto(place: DeskPlace, photo: string): Promise<Done> {
  if (!(await readDayPhotos(place)).includes(photo)) return { ok: true, message: 'That photo was taken off already.' };
  const backup = await place.backups.before(isSharedPhoto(photo) ? [photo] : []);
  await writeDayList(place, (day) => day.filter((p) => p !== photo));
  const fileGoes = isSharedPhoto(photo) && !(await pathsInUse(place)).has(photo);
  if (fileGoes) await place.lists.removeFile(photo);
  return { ok: true, message: `Took the photo off the day's photos${fileGoes ? ' and removed its file' : ''}. A backup was made first: ${backup}.` };
}

export async function thumbnail(place: DeskPlace, objectPath: string): Promise<Buffer | null> {
  if (!isSharedPhoto(objectPath)) return null;
  const bytes = await place.lists.readFile(objectPath);
  if (!bytes) return null;
  return smallCopy(bytes, 320, 240);
}

export function photoLanguages(entries: Entry[], read: readonly string[]): { tag: string; name: string; dir: 'ltr' | 'rtl' }[] {
  const given = entries.flatMap((e) => (e.translations && typeof e.translations === 'object' ? Object.keys(e.translations) : []));
  const tags = [...new Set([...read, ...given].map((t) => canonicalTag(t)).filter((t): t is string => Boolean(t) && t !== 'en'))];
  return tags.map((tag) => ({ tag, name: languageName(tag), dir: direction(tag) }));
}

export function entryValues(e: Entry): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of ['alt_text', 'year', 'title', 'description', 'details']) if (e[field] !== undefined && e[field] !== null) out[field] = String(e[field]);
  const translations = e.translations && typeof e.translations === 'object' ? (e.translations as Record<string, Record<string, unknown>>) : {};
  for (const [tag, texts] of Object.entries(translations)) {
    for (const [field, text] of Object.entries(texts ?? {})) if (typeof text === 'string') out[`translations.${canonicalTag(tag) ?? tag}.${field}`] = text;
  }
  return out;
}
