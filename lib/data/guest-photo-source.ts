import 'server-only';
import { fileBytes, fileInfo, resolveMediaFile } from './content-files';
import { withDeadline } from './deadline';
import { signedUrlExpiry } from './signed-url';
import { getConfig } from '@/lib/server/config';
import { isGuestStorageLink } from '@/lib/server/image-sources';
import { STORAGE } from '@/lib/wedding/spec-values';
import { BACKEND_TIMEOUT_MS, GUEST_PHOTOS_RESIZE } from '@/lib/wedding/limits';
import { MEDIA_ROUTE, mediaSegments } from '@/lib/site/routes';
import { isGuestPhotoFile } from '@/lib/wedding/media';

export interface GuestPhotoBytes {
  bytes: Uint8Array;
  secondsLeft: number;
}

async function localSource(src: string, now: number): Promise<GuestPhotoBytes | null> {
  const url = new URL(src, 'http://site.invalid');
  let segments: string[];
  try {
    segments = mediaSegments(url.pathname);
  } catch {
    return null;
  }
  const media = resolveMediaFile(segments, url.searchParams, now);
  if (!media || media.secondsLeft === null || !isGuestPhotoFile(media.file)) return null;
  const info = await fileInfo(media.file);
  if (!info || info.size > GUEST_PHOTOS_RESIZE.maxSourceBytes) return null;
  return { bytes: await fileBytes(media.file), secondsLeft: media.secondsLeft };
}

async function storageSource(src: string, now: number): Promise<GuestPhotoBytes | null> {
  const supabase = getConfig().supabase;
  if (!supabase || !isGuestStorageLink(src, supabase.url, STORAGE.bucket)) return null;
  const expiresAt = signedUrlExpiry(src);
  const secondsLeft = expiresAt === null ? 0 : Math.floor((expiresAt - now) / 1000);
  if (secondsLeft <= 0 || !isGuestPhotoFile(new URL(src).pathname)) return null;
  const bytes = await withDeadline(BACKEND_TIMEOUT_MS, async (signal) => {
    const response = await fetch(src, { signal, redirect: 'error', cache: 'no-store' });
    if (!response.ok || Number(response.headers.get('content-length')) > GUEST_PHOTOS_RESIZE.maxSourceBytes) return null;
    const body = new Uint8Array(await response.arrayBuffer());
    return body.byteLength > GUEST_PHOTOS_RESIZE.maxSourceBytes ? null : body;
  });
  return bytes ? { bytes, secondsLeft } : null;
}

export const readGuestPhoto = (src: string, now: number): Promise<GuestPhotoBytes | null> =>
  src.startsWith(`${MEDIA_ROUTE}/`) ? localSource(src, now) : storageSource(src, now);
