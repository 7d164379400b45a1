import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { STORAGE } from '@/lib/wedding/spec-values';
import { FOLDERS, isPublicPath, VENUE_PHOTO } from '@/lib/site/routes';
import { backupProject } from '../backup/backup';
import { isSafeObjectPath } from '../backup/bucket-files';
import { describeError } from '../project';
import { goTo, screen, type Ctx, type Route } from './context';
import { TooLarge, send } from './http';
import { localLists, supabaseLists, type Entry, type ListName, type PhotoLists } from '@/lib/desk/photo-lists';
import type { DeskProject } from './desk-project';

const photoLists = (p: DeskProject): PhotoLists => (p.client ? supabaseLists(p.client) : localLists(p.contentDir as string));
import { MAX_PHOTO_BYTES, preparePhoto } from '../photos/photo-prepare';
import { captionOf, entryKey, photoOf, photosScreen, PHOTO_STYLE, removePhotoConfirm } from './photo-screens';
import { publishToSite } from './wedding-routes';

const HOME = '/photos';
const LIST = '(gallery|story)';
const UPLOAD_LIMIT = MAX_PHOTO_BYTES + 1_000_000;

const slug = (name: string) =>
  path.parse(name).name.normalize('NFKD').replace(/[^\w\s-]/g, '').trim().toLowerCase().replace(/[\s_-]+/g, '-').slice(0, 40).replace(/^-|-$/g, '') || 'photo';

async function showList(ctx: Ctx, extra?: { status: number; notice: string; storyValues?: Entry; storyErrors?: Record<string, string> }) {
  const lists = photoLists(ctx.project);
  const [gallery, story] = await Promise.all([lists.read('gallery'), lists.read('story')]);
  const body = photosScreen(gallery, story, !ctx.project.client, { values: extra?.storyValues ?? {}, errors: extra?.storyErrors ?? {} });
  screen(ctx, 'Story & gallery', body, { style: PHOTO_STYLE, ...(extra ? { status: extra.status, notice: { text: extra.notice, error: true } } : {}) });
}

async function storePhoto(lists: PhotoLists, file: File, folder: string, prefix = ''): Promise<{ path: string } | { reason: string }> {
  const prepared = await preparePhoto(Buffer.from(await file.arrayBuffer()), file.name);
  if (!prepared.ok) return { reason: prepared.reason };
  const objectPath = `${folder}/${prefix}${slug(file.name)}-${randomBytes(3).toString('hex')}.${prepared.extension}`;
  await lists.putFile(objectPath, prepared.bytes, prepared.contentType);
  return { path: objectPath };
}

async function readUpload(ctx: Ctx): Promise<FormData | null> {
  try {
    return await ctx.upload(UPLOAD_LIMIT);
  } catch (e) {
    if (e instanceof TooLarge) {
      goTo(ctx, HOME, `${e.message} A photo may be up to ${MAX_PHOTO_BYTES / 1_000_000} MB. Nothing was added: send a smaller copy.`, true);
      return null;
    }
    goTo(ctx, HOME, 'The upload could not be read: choose the photo again.', true);
    return null;
  }
}

const fileIn = (form: FormData) => {
  const file = form.get('photo');
  return file && typeof file !== 'string' && file.size > 0 ? file : null;
};
const textIn = (form: FormData | URLSearchParams, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

async function pathsInUse(ctx: Ctx, lists: PhotoLists, skip?: Entry): Promise<Set<string>> {
  const [gallery, story, wedding] = await Promise.all([lists.read('gallery'), lists.read('story'), ctx.project.readWedding().catch(() => null)]);
  const photos = (wedding?.photos ?? {}) as { hero?: unknown; gallery?: unknown };
  const other = (list: ListName) => (e: Entry) => !skip || entryKey(list, e) !== entryKey(list, skip) || photoOf(list, e) !== photoOf(list, skip);
  return new Set([
    ...gallery.filter(other('gallery')).map((e) => photoOf('gallery', e)),
    ...story.filter(other('story')).map((e) => photoOf('story', e)),
    ...(typeof photos.hero === 'string' ? [photos.hero] : []),
    ...(Array.isArray(photos.gallery) ? photos.gallery.filter((p): p is string => typeof p === 'string') : []),
    VENUE_PHOTO.path,
  ]);
}

const isStored = (p: string) => isSafeObjectPath(p) && isPublicPath(p);

const refusal = (e: unknown) => `Nothing was changed: ${describeError(e).replace(/\s+/g, ' ').slice(0, 400)}`;

async function findEntry(ctx: Ctx, list: ListName, key: string) {
  const lists = photoLists(ctx.project);
  const entries = await lists.read(list);
  const index = entries.findIndex((e) => entryKey(list, e) === key);
  return { lists, entries, index, entry: entries[index] };
}

export const photoRoutes: Route[] = [
  { method: 'GET', path: /^\/photos$/, handle: (ctx) => showList(ctx) },
  {
    method: 'GET',
    path: /^\/photos\/file$/,
    async handle(ctx) {
      const objectPath = ctx.url.searchParams.get('path') ?? '';
      if (!isStored(objectPath)) return send(ctx.res, 404, 'Not found', 'text/plain');
      const bytes = ctx.project.client
        ? await ctx.project.client.storage.from(STORAGE.bucket).download(objectPath).then(async ({ data }) => (data ? Buffer.from(await data.arrayBuffer()) : null))
        : await import('node:fs/promises').then((fs) => fs.readFile(path.join(/*turbopackIgnore: true*/ ctx.project.contentDir as string, 'media', objectPath)).catch(() => null));
      const small = bytes ? await sharp(bytes).rotate().resize({ width: 320, height: 240, fit: 'inside' }).webp({ quality: 70 }).toBuffer().catch(() => null) : null;
      if (!small) return send(ctx.res, 404, 'Not found', 'text/plain');
      send(ctx.res, 200, small, 'image/webp');
    },
  },
  {
    method: 'POST',
    path: /^\/photos\/gallery$/,
    async handle(ctx) {
      const form = await readUpload(ctx);
      if (!form) return;
      const file = fileIn(form);
      if (!file) return goTo(ctx, HOME, 'Choose a photo to add.', true);
      const lists = photoLists(ctx.project);
      const stored = await storePhoto(lists, file, FOLDERS.gallery);
      if ('reason' in stored) return goTo(ctx, HOME, stored.reason, true);
      const alt = textIn(form, 'alt_text');
      try {
        await lists.save('gallery', [...(await lists.read('gallery')), { storage_path: stored.path, alt_text: alt, name: path.parse(file.name).name.slice(0, 80) || null }]);
      } catch (e) {
        await lists.removeFile(stored.path).catch(() => undefined);
        return goTo(ctx, HOME, refusal(e), true);
      }
      goTo(ctx, `${HOME}#gallery-heading`, `Added ${alt ? `“${alt}”` : 'the photo'} to the gallery. Publish to show guests now.`);
    },
  },
  {
    method: 'POST',
    path: /^\/photos\/story$/,
    async handle(ctx) {
      const form = await readUpload(ctx);
      if (!form) return;
      const values: Entry = { year: textIn(form, 'year'), title: textIn(form, 'title'), description: textIn(form, 'description'), details: textIn(form, 'details') || null };
      const errors: Record<string, string> = {};
      if (!/^\d{4}$/.test(String(values.year))) errors.year = 'Write the year in four digits, e.g. 2019.';
      if (!values.title) errors.title = 'Give the entry a title.';
      const lists = photoLists(ctx.project);
      const story = await lists.read('story');
      if (!errors.title && story.some((e) => Number(e.year) === Number(values.year) && e.title === values.title)) errors.title = 'The story already has an entry of that year with this title.';
      if (Object.keys(errors).length) return showList(ctx, { status: 400, notice: 'Nothing was added: see the problems beside their fields.', storyValues: values, storyErrors: errors });
      const file = fileIn(form);
      const stored = file ? await storePhoto(lists, file, 'story', `${String(values.year)}-`) : null;
      if (stored && 'reason' in stored) return showList(ctx, { status: 400, notice: stored.reason, storyValues: values, storyErrors: {} });
      try {
        await lists.save('story', [...story, { ...values, year: Number(values.year), photo_path: stored?.path ?? null }]);
      } catch (e) {
        if (stored) await lists.removeFile(stored.path).catch(() => undefined);
        return goTo(ctx, HOME, refusal(e), true);
      }
      goTo(ctx, `${HOME}#story-heading`, `Added “${String(values.title)}” to the love story. Publish to show guests now.`);
    },
  },
  {
    method: 'POST',
    path: /^\/photos\/gallery\/caption$/,
    async handle(ctx) {
      const form = await ctx.form();
      const { lists, entries, index } = await findEntry(ctx, 'gallery', form.get('entry') ?? '');
      if (index < 0) return goTo(ctx, HOME, 'That photo is no longer in the gallery.', true);
      entries[index] = { ...entries[index], alt_text: textIn(form, 'alt_text') };
      await lists.save('gallery', entries);
      goTo(ctx, `${HOME}#gallery-heading`, `Saved the caption of photo ${index + 1}. Publish to show guests now.`);
    },
  },
  {
    method: 'POST',
    path: /^\/photos\/gallery\/move$/,
    async handle(ctx) {
      const form = await ctx.form();
      const { lists, entries, index, entry } = await findEntry(ctx, 'gallery', form.get('entry') ?? '');
      if (!entry) return goTo(ctx, HOME, 'That photo is no longer in the gallery.', true);
      const to = form.get('to') === 'up' ? index - 1 : index + 1;
      if (to < 0 || to >= entries.length) return goTo(ctx, `${HOME}#gallery-heading`);
      [entries[index], entries[to]] = [entries[to] as Entry, entry];
      await lists.save('gallery', entries);
      goTo(ctx, `${HOME}#gallery-heading`, `Moved “${captionOf('gallery', entry)}” to place ${to + 1}. Publish to show guests now.`);
    },
  },
  {
    method: 'POST',
    path: /^\/photos\/story\/edit$/,
    async handle(ctx) {
      const form = await ctx.form();
      const { lists, entries, index, entry } = await findEntry(ctx, 'story', form.get('entry') ?? '');
      if (!entry) return goTo(ctx, HOME, 'That entry is no longer in the story.', true);
      const year = textIn(form, 'year');
      if (!/^\d{4}$/.test(year) || !textIn(form, 'title')) return goTo(ctx, `${HOME}#story-heading`, 'Nothing was saved: an entry needs a four-digit year and a title.', true);
      entries[index] = { ...entry, year: Number(year), title: textIn(form, 'title'), description: textIn(form, 'description'), details: textIn(form, 'details') || null };
      try {
        await lists.save('story', entries);
      } catch (e) {
        return goTo(ctx, HOME, refusal(e), true);
      }
      goTo(ctx, `${HOME}#story-heading`, `Saved “${textIn(form, 'title')}”. Publish to show guests now.`);
    },
  },
  {
    method: 'GET',
    path: new RegExp(`^/photos/${LIST}/remove$`),
    async handle(ctx, m) {
      const list = m[1] as ListName;
      const { lists, entry } = await findEntry(ctx, list, ctx.url.searchParams.get('entry') ?? '');
      if (!entry) return goTo(ctx, HOME, 'That is no longer on the list.', true);
      const photo = photoOf(list, entry);
      const fileGoes = isStored(photo) && !(await pathsInUse(ctx, lists, entry)).has(photo);
      screen(ctx, 'Remove a photo', removePhotoConfirm(list, entry, fileGoes));
    },
  },
  {
    method: 'POST',
    path: new RegExp(`^/photos/${LIST}/remove$`),
    async handle(ctx, m) {
      const list = m[1] as ListName;
      const form = await ctx.form();
      const { lists, entries, index, entry } = await findEntry(ctx, list, form.get('entry') ?? '');
      if (!entry) return goTo(ctx, HOME, 'That was already removed.', true);
      const backup = await backupProject(ctx.project.store.backupTarget, { cwd: ctx.project.home });
      const shown = path.relative(ctx.project.cwd, backup.dir) || backup.dir;
      entries.splice(index, 1);
      await lists.save(list, entries);
      const photo = photoOf(list, entry);
      const stillUsed = isStored(photo) && (await pathsInUse(ctx, lists)).has(photo);
      if (isStored(photo) && !stillUsed) await lists.removeFile(photo);
      goTo(ctx, `${HOME}#${list}-heading`, `Removed “${captionOf(list, entry)}”${isStored(photo) && !stillUsed ? ' and its photo' : ''}. A backup was made first: ${shown}. Publish to show guests now.`);
    },
  },
  {
    method: 'POST',
    path: /^\/photos\/publish$/,
    async handle(ctx) {
      goTo(ctx, HOME, `Published. ${await publishToSite(ctx.project)}`);
    },
  },
];
