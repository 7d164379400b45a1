import 'server-only';
import { guestTag } from '@/lib/server/guest-tag';
import { STORAGE } from '@/lib/wedding/spec-values';
import { FOLDERS, guestPhotoFolder, IMAGES, ownPhotoDir } from '@/lib/site/routes';
import { isGalleryFallbackFile, isGuestPhotoFile, isSafeFolderName } from '@/lib/wedding/media';
import type { GalleryPhoto, Guest, GuestPhoto } from '@/lib/wedding/types';

export interface FolderEntry {
  name: string;
  id: string | null;
}

export interface FolderStore {
  list(folder: string, guestId?: string): Promise<FolderEntry[]>;
  sign(paths: string[], guestId?: string): Promise<(string | null)[]>;
}

export async function galleryFromFolder(store: FolderStore): Promise<GalleryPhoto[]> {
  const files = (await store.list(FOLDERS.gallery)).filter((f) => isGalleryFallbackFile(f.name)).slice(0, STORAGE.listLimit);
  const paths = files.map((f) => `${FOLDERS.gallery}/${f.name}`);
  const urls = await store.sign(paths);
  return files.map((f, i) => {
    const url = urls[i] ?? IMAGES.placeholder;
    return { id: f.id ?? f.name, storage_path: paths[i] as string, alt_text: '', order_index: i, name: f.name, url, photo_url: url };
  });
}

export async function guestPhotosFromFolder(store: FolderStore, guest: Guest): Promise<GuestPhoto[] | null> {
  const dir = ownPhotoDir(guest);
  if (!isSafeFolderName(dir)) throw new Error('Guest photo folder name is not a plain folder name');
  const folder = guestPhotoFolder(dir);
  const files = (await store.list(folder, guest.id)).filter((f) => isGuestPhotoFile(f.name)).slice(0, STORAGE.listLimit);
  if (files.length === 0) {
    // The spec's words, with the guest's tag for {dir}: the folder is their id (their link) or often their name.
    console.warn(`No guest photos found for ${guestTag(guest.id)}`);
    return null;
  }
  const urls = await store.sign(
    files.map((f) => `${folder}/${f.name}`),
    guest.id,
  );
  return files.flatMap((f, i): GuestPhoto[] => {
    const url = urls[i];
    return url ? [{ id: f.id ?? f.name, url, photo_url: url, alt_text: '' }] : [];
  });
}
