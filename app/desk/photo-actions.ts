'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from '@/lib/wedding/zod';
import { deskAction, deskCall, deskPost } from '@/lib/desk/desk-action';
import { deskPublished } from '@/lib/desk/desk-published';
import { done, refused, type DeskState } from '@/lib/desk/desk-state';
import { idField } from '@/lib/wedding/guest-id';
import {
  addDayPhoto,
  addGalleryPhoto,
  addGuestPhoto,
  addStoryEntry,
  moveGalleryPhoto,
  removeDayPhoto,
  removeEntry,
  saveEntry,
  uploadTicket,
  type Done,
  type PhotoSent,
} from '@/lib/desk/desk-photos';
import { TRANSLATED } from '@/lib/desk/photo-entries';
import type { Entry, ListName } from '@/lib/desk/photo-lists';
import { canonicalTag } from '@/lib/wedding/languages';


const HOME = '/desk/photos';
const list = z.enum(['gallery', 'story']);
const storyTexts = z.object({
  year: z.pipe(z.string().check(z.trim(), z.regex(/^\d{4}$/, 'Write the year in four digits, e.g. 2019.')), z.transform(Number)),
  title: z.string().check(z.trim(), z.minLength(1, 'Give the entry a title.'), z.maxLength(200, 'Keep a title to 200 characters.')),
  description: z.string().check(z.trim(), z.maxLength(4000, 'Keep what happened to 4000 characters.')),
  details: z.pipe(z.string().check(z.trim(), z.maxLength(500, 'Keep a detail to 500 characters.')), z.transform((d) => d || null)),
});
const galleryTexts = z.object({ alt_text: z.string().check(z.trim(), z.maxLength(500, 'Keep a caption to 500 characters.')) });
const TRANSLATION = /^translations\.([A-Za-z0-9-]{2,35})\.([a-z_]+)$/;

const sentText = (form: FormData) => Object.fromEntries([...form].filter((e): e is [string, string] => typeof e[1] === 'string' && e[0].length < 80).slice(0, 200));
function photoIn(form: FormData): { photo: PhotoSent; name: string } | null {
  const file = form.get('photo');
  if (file instanceof File && file.size > 0) return { photo: file, name: file.name };
  const uploaded = form.get('uploaded');
  const named = form.get('photo_name');
  const name = typeof named === 'string' ? named.slice(0, 200) : '';
  return typeof uploaded === 'string' && uploaded.length < 300 ? { photo: { uploaded, name }, name } : null;
}

function translationsIn(which: ListName, form: FormData): Entry['translations'] | null {
  const out: Record<string, Record<string, string>> = {};
  for (const [key, value] of form) {
    const m = TRANSLATION.exec(key);
    const tag = m && canonicalTag(m[1] as string);
    if (!m || !tag || typeof value !== 'string' || !(TRANSLATED[which] as readonly string[]).includes(m[2] as string)) continue;
    const text = value.trim().slice(0, m[2] === 'description' ? 4000 : 500);
    if (text) (out[tag] ??= {})[m[2] as string] = text;
  }
  return Object.keys(out).length ? out : null;
}

const problems = (error: z.core.$ZodError) => Object.fromEntries(error.issues.map((i) => [String(i.path[0]), i.message]));

const listForm = z.object({ list });
const entryForm = z.object({ list, entry: z.string().check(z.maxLength(2000)) });

function entryTexts(which: ListName, form: FormData): { texts: Entry } | { errors: Record<string, string> } {
  const parsed = which === 'gallery' ? galleryTexts.safeParse({ alt_text: form.get('alt_text') ?? '' }) : storyTexts.safeParse(Object.fromEntries(['year', 'title', 'description', 'details'].map((f) => [f, form.get(f) ?? ''])));
  return parsed.success ? { texts: { ...parsed.data, translations: translationsIn(which, form) } } : { errors: problems(parsed.error) };
}

async function answer(outcome: Done, whyNot: string, values?: Record<string, string>): Promise<DeskState> {
  if (!outcome.ok) return outcome.field ? refused(whyNot, { errors: { [outcome.field]: outcome.message }, values }) : refused(outcome.message, { values });
  await deskPublished();
  revalidatePath(HOME);
  return done(`${outcome.message} Guests see it now.`, { values });
}

export const addPhotoAction = deskAction({ needs: 'member', schema: listForm, values: sentText, incomplete: 'The form came back incomplete: reload the page.' }, async ({ list: which }, member, form): Promise<DeskState> => {
  const values = sentText(form);
  const sent = photoIn(form);
  if (which === 'gallery' && !sent) return refused(undefined, { errors: { photo: 'Choose a photo to add.' }, values });
  const whyNot = 'Nothing was added: see the problems beside their fields.';
  const checked = entryTexts(which, form);
  if ('errors' in checked) return refused(whyNot, { errors: checked.errors, values });
  const outcome = which === 'gallery' ? await addGalleryPhoto(member.place, sent!.photo, checked.texts, sent!.name) : await addStoryEntry(member.place, checked.texts, sent?.photo ?? null);
  return answer(outcome, whyNot, outcome.ok ? undefined : values);
});

export const saveEntryAction = deskAction({ needs: 'member', schema: entryForm, values: sentText, incomplete: 'The form came back incomplete: reload the page.' }, async ({ list: which, entry }, member, form): Promise<DeskState> => {
  const values = sentText(form);
  const whyNot = 'Nothing was saved: see the problems beside their fields.';
  const checked = entryTexts(which, form);
  if ('errors' in checked) return refused(whyNot, { errors: checked.errors, values });
  return answer(await saveEntry(member.place, which, entry, checked.texts), whyNot, values);
});

export const moveGalleryAction = deskPost({ needs: 'member', schema: z.object({ entry: z.string().check(z.maxLength(2000)), to: z.optional(z.string()) }) }, async ({ entry, to }, member) => {
  const outcome = await moveGalleryPhoto(member.place, entry, to === 'up' ? -1 : 1);
  if (outcome.ok && outcome.message) await deskPublished();
  revalidatePath(HOME);
  redirect(`${HOME}#gallery`);
});

export const removeEntryAction = deskPost({ needs: 'member', schema: entryForm }, async ({ list: which, entry }, member) => {
  await removeEntry(member.place, which, entry);
  await deskPublished();
  revalidatePath(HOME);
  redirect(`${HOME}#${which}`);
});

export const photoTicketAction = deskCall('member', async (member, target: string, name: string, type: string, year = ''): Promise<{ path: string; url: string } | null> => {
  if (typeof target !== 'string' || typeof name !== 'string' || typeof type !== 'string') return null;
  if (target === 'story' && !/^\d{4}$/.test(String(year))) return null;
  if (!['gallery', 'day', 'story'].includes(target)) {
    const id = idField.safeParse(target);
    if (!id.success || !(await member.place.findGuest(id.data))) return null;
  }
  return uploadTicket(member.place, type);
});

export const addGuestPhotoAction = deskAction({ needs: 'member', schema: z.object({ id: z.optional(z.string()) }) }, async ({ id }, member, form): Promise<DeskState> => {
  const known = idField.safeParse(id);
  const guest = known.success ? await member.place.findGuest(known.data) : null;
  if (!guest) return refused('This guest has been removed: nothing was added.');
  const sent = photoIn(form);
  if (!sent) return refused(undefined, { errors: { photo: 'Choose a photo to add.' } });
  return answer(await addGuestPhoto(member.place, guest, sent.photo, sent.name), '');
});

export const addDayPhotoAction = deskAction({ needs: 'member', schema: z.object({}) }, async (_, member, form): Promise<DeskState> => {
  const sent = photoIn(form);
  if (!sent) return refused(undefined, { errors: { photo: 'Choose a photo to add.' } });
  return answer(await addDayPhoto(member.place, sent.photo, sent.name), '');
});

export const removeDayPhotoAction = deskPost({ needs: 'member', schema: z.object({ photo: z.string().check(z.maxLength(300)) }) }, async ({ photo }, member) => {
  await removeDayPhoto(member.place, photo);
  await deskPublished();
  revalidatePath(HOME);
  redirect(`${HOME}#day`);
});
