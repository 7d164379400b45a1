import 'server-only';
import { GUEST_UPLOAD_PATH, isGuestUploadPhoto, type GuestUpload } from '@/lib/couple/guest-uploads/upload-rows';
import { describeError } from '@/lib/couple/project';
import type { DeskPlace } from './desk-place';
import { done, refused, type DeskState } from './desk-state';
import { smallCopy } from './small-copy';
import { settingsChange, settingsChanges, type settingsForm, type SettingsValues } from './guest-photo-settings';
import type { GuestRoom, GuestUploadShelf, UploadSettings } from './guest-upload-shelf';
import { uploadWindow, type UploadWindow } from './upload-window';
import type * as z from '@/lib/wedding/zod';

export type { GuestUpload };

export const NO_PROJECT = "Guests' photos are kept in a Supabase project: this desk works on a content folder.";

interface GuestPhotos {
  uploads: GuestUpload[];
  settings: UploadSettings;
  room: GuestRoom | { problem: string };
  window: UploadWindow;
}

export async function readGuestPhotos(place: DeskPlace): Promise<GuestPhotos | { problem: string }> {
  const shelf = place.guestUploads;
  if (!shelf) return { problem: NO_PROJECT };
  try {
    const [uploads, settings, room, wedding] = await Promise.all([
      shelf.list(),
      shelf.settings(),
      shelf.room().catch((e: unknown) => ({ problem: `The storage used could not be read: ${describeError(e)}` })),
      place.readWedding(),
    ]);
    return { uploads, settings, room, window: uploadWindow(wedding, settings) };
  } catch (e) {
    return { problem: describeError(e) };
  }
}

export type GuestPhotoState = DeskState<Record<string, string>, 'confirm'>;

export async function decideGuestPhoto(place: DeskPlace, id: string, what: 'approve' | 'unapprove' | 'remove', sure: boolean): Promise<GuestPhotoState> {
  const shelf = place.guestUploads;
  if (!shelf) return refused(NO_PROJECT);
  if (what === 'remove' && !sure) return refused('Remove it for good? Its file is deleted at once and cannot be brought back.', { result: 'confirm' });
  try {
    if (what === 'remove') return (await shelf.remove(id)) ? done('Removed: its file is deleted, and no guest sees it again.') : done('That was removed already.');
    const changed = await shelf.approve(id, what === 'approve');
    if (!changed) return refused("That photo is no longer among the guests' photos: it was removed.");
    return done(what === 'approve' ? 'Approved.' : 'No longer approved.');
  } catch (e) {
    return refused(`Nothing was changed: ${describeError(e)}`);
  }
}

export async function saveGuestPhotoSettings(place: DeskPlace, input: z.output<typeof settingsForm>, values: SettingsValues): Promise<DeskState<SettingsValues>> {
  const shelf = place.guestUploads;
  if (!shelf) return refused(NO_PROJECT, { values });
  try {
    const [before, wedding] = await Promise.all([shelf.settings(), place.readWedding()]);
    const window = uploadWindow(wedding, before);
    const next = settingsChange(input, window);
    if ('field' in next) return refused('Nothing was saved: see the problems beside their fields.', { errors: { [next.field]: next.message }, values });
    const changes = settingsChanges(before, next, window);
    if (!changes.length) return done('Nothing to save: the settings are as they were.');
    await shelf.saveSettings(next);
    return done(`Saved. ${changes.join('; ')}.`);
  } catch (e) {
    return refused(`Nothing was saved: ${describeError(e)}`, { values });
  }
}

type GuestFile = { thumbnail: Buffer } | { link: string } | null;

export async function guestFile(place: DeskPlace, path: string, whole: boolean, linkSeconds = 300): Promise<GuestFile> {
  const shelf = place.guestUploads;
  if (!shelf || !GUEST_UPLOAD_PATH.test(path)) return null;
  if (whole) {
    const link = await shelf.signedLink(path, linkSeconds);
    return link ? { link } : null;
  }
  const small = await thumbnailOf(shelf, path);
  return small ? { thumbnail: small } : null;
}

async function thumbnailOf(shelf: GuestUploadShelf, path: string): Promise<Buffer | null> {
  if (!isGuestUploadPhoto(path)) return null;
  const bytes = await shelf.readFile(path);
  if (!bytes) return null;
  return smallCopy(bytes, 320, 320);
}

export async function guestUploadsDownload(place: DeskPlace) {
  const shelf = place.guestUploads;
  if (!shelf) return { problem: NO_PROJECT, status: 404 };
  try {
    return await shelf.download();
  } catch (e) {
    return { problem: `The guests' photos could not be read: ${describeError(e)}. Try again in a moment.`, status: 503 };
  }
}
