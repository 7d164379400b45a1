'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from '@/lib/wedding/zod';
import { deskPublished } from '@/lib/desk/desk-published';
import { memberSession } from '@/lib/desk/desk-session';
import {
  addDayPhoto,
  addGalleryPhoto,
  addGuestPhoto,
  addStoryEntry,
  guestUploadTicket,
  DAY_PREFIX,
  moveGalleryPhoto,
  removeDayPhoto,
  removeEntry,
  saveEntry,
  storyPrefix,
  uploadTicket,
  type Done,
  type PhotoSent,
} from '@/lib/desk/desk-photos';
import { FOLDERS } from '@/lib/site/routes';
import { TRANSLATED } from '@/lib/desk/photo-entries';
import type { Entry, ListName } from '@/lib/desk/photo-lists';
import { canonicalTag } from '@/lib/wedding/languages';

export interface PhotoState {
  errors?: Record<string, string>;
  form?: string;
  done?: string;
  /** What was sent, back in the form (React empties a form after its action). */
  values?: Record<string, string>;
}

const HOME = '/desk/photos';
const SIGNED_OUT: PhotoState = { form: 'You are signed out: sign in again, then try once more.' };
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
/** The photo itself, or the path the phone uploaded it to (with its ticket), and the name the couple chose it by. */
function photoIn(form: FormData): { photo: PhotoSent; name: string } | null {
  const file = form.get('photo');
  if (file instanceof File && file.size > 0) return { photo: file, name: file.name };
  const uploaded = form.get('uploaded');
  const name = form.get('photo_name');
  return typeof uploaded === 'string' && uploaded.length < 300 ? { photo: { uploaded }, name: typeof name === 'string' ? name.slice(0, 200) : '' } : null;
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

function entryTexts(which: ListName, form: FormData): { texts: Entry } | { errors: Record<string, string> } {
  const parsed = which === 'gallery' ? galleryTexts.safeParse({ alt_text: form.get('alt_text') ?? '' }) : storyTexts.safeParse(Object.fromEntries(['year', 'title', 'description', 'details'].map((f) => [f, form.get(f) ?? ''])));
  return parsed.success ? { texts: { ...parsed.data, translations: translationsIn(which, form) } } : { errors: problems(parsed.error) };
}

/** The desk's answer to a change: published at once, or refused beside its field (else above the form). */
async function answer(done: Done, refused: string, values?: Record<string, string>): Promise<PhotoState> {
  if (!done.ok) return done.field ? { errors: { [done.field]: done.message }, form: refused, values } : { form: done.message, values };
  await deskPublished();
  revalidatePath(HOME);
  return { done: `${done.message} Guests see it now.`, values };
}

export async function addPhotoAction(_: PhotoState, form: FormData): Promise<PhotoState> {
  const member = await memberSession();
  if (!member) return SIGNED_OUT;
  const which = list.safeParse(form.get('list'));
  if (!which.success) return { form: 'The form came back incomplete: reload the page.' };
  const values = sentText(form);
  const sent = photoIn(form);
  if (which.data === 'gallery' && !sent) return { errors: { photo: 'Choose a photo to add.' }, values };
  const refused = 'Nothing was added: see the problems beside their fields.';
  const checked = entryTexts(which.data, form);
  if ('errors' in checked) return { errors: checked.errors, form: refused, values };
  const done =
    which.data === 'gallery' ? await addGalleryPhoto(member.place, sent!.photo, checked.texts, sent!.name) : await addStoryEntry(member.place, checked.texts, sent?.photo ?? null);
  return answer(done, refused, done.ok ? undefined : values);
}

export async function saveEntryAction(_: PhotoState, form: FormData): Promise<PhotoState> {
  const member = await memberSession();
  if (!member) return SIGNED_OUT;
  const which = list.safeParse(form.get('list'));
  const key = form.get('entry');
  if (!which.success || typeof key !== 'string') return { form: 'The form came back incomplete: reload the page.' };
  const values = sentText(form);
  const refused = 'Nothing was saved: see the problems beside their fields.';
  const checked = entryTexts(which.data, form);
  if ('errors' in checked) return { errors: checked.errors, form: refused, values };
  return answer(await saveEntry(member.place, which.data, key, checked.texts), refused, values);
}

export async function moveGalleryAction(form: FormData): Promise<void> {
  const member = await memberSession();
  const key = form.get('entry');
  if (member && typeof key === 'string') {
    const done = await moveGalleryPhoto(member.place, key, form.get('to') === 'up' ? -1 : 1);
    if (done.ok && done.message) await deskPublished();
  }
  revalidatePath(HOME);
  redirect(`${HOME}#gallery`);
}

export async function removeEntryAction(form: FormData): Promise<void> {
  const member = await memberSession();
  const which = list.safeParse(form.get('list'));
  const key = form.get('entry');
  if (member && which.success && typeof key === 'string') {
    await removeEntry(member.place, which.data, key);
    await deskPublished();
  }
  revalidatePath(HOME);
  redirect(`${HOME}#${which.success ? which.data : 'gallery'}`);
}

/** Where the phone may upload the photo it has made small, straight to Storage: null where it sends it with the form. */
export async function photoTicketAction(target: string, name: string, type: string, year = ''): Promise<{ path: string; url: string } | null> {
  const member = await memberSession();
  if (!member || typeof name !== 'string' || typeof type !== 'string') return null;
  if (target === 'gallery') return uploadTicket(member.place, FOLDERS.gallery, '', name, type);
  if (target === 'day') return uploadTicket(member.place, FOLDERS.gallery, DAY_PREFIX, name, type);
  if (target === 'story') return /^\d{4}$/.test(String(year)) ? uploadTicket(member.place, FOLDERS.story, storyPrefix(year), name, type) : null;
  const id = z.uuid().safeParse(target);
  const guest = id.success ? await member.place.findGuest(id.data) : null;
  return guest ? guestUploadTicket(member.place, guest, name, type) : null;
}

export async function addGuestPhotoAction(_: PhotoState, form: FormData): Promise<PhotoState> {
  const member = await memberSession();
  if (!member) return SIGNED_OUT;
  const id = z.uuid().safeParse(form.get('id'));
  const guest = id.success ? await member.place.findGuest(id.data) : null;
  if (!guest) return { form: 'This guest has been removed: nothing was added.' };
  const sent = photoIn(form);
  if (!sent) return { errors: { photo: 'Choose a photo to add.' } };
  return answer(await addGuestPhoto(member.place, guest, sent.photo, sent.name), '');
}

/** A photo of the day, for every guest's thank-you once their day has ended. */
export async function addDayPhotoAction(_: PhotoState, form: FormData): Promise<PhotoState> {
  const member = await memberSession();
  if (!member) return SIGNED_OUT;
  const sent = photoIn(form);
  if (!sent) return { errors: { photo: 'Choose a photo to add.' } };
  return answer(await addDayPhoto(member.place, sent.photo, sent.name), '');
}

export async function removeDayPhotoAction(form: FormData): Promise<void> {
  const member = await memberSession();
  const photo = form.get('photo');
  if (member && typeof photo === 'string' && photo.length < 300) {
    await removeDayPhoto(member.place, photo);
    await deskPublished();
  }
  revalidatePath(HOME);
  redirect(`${HOME}#day`);
}
