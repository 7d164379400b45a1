import { fileProblem, GUEST_UPLOADS, pickedType, UPLOAD_TYPES, type Refusal, type UploadKind } from '@/lib/wedding/guest-uploads';

// Drawn again on the phone: upright, at most 2560 px, and nothing of where or with what it was taken leaves it.

export type Prepared = { blob: Blob; type: string; kind: UploadKind; clientRef: string } | { refused: Refusal };

async function drawn(file: File, type: string): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, GUEST_UPLOADS.longestSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    // A PNG may be see-through, which JPEG cannot keep; a browser without WebP gives a PNG back.
    return await new Promise<Blob | null>((done) => canvas.toBlob(done, type === 'image/png' ? 'image/webp' : 'image/jpeg', GUEST_UPLOADS.photoQuality));
  } catch {
    return null; // a format this browser cannot draw (HEIC outside Safari)
  }
}

function videoSeconds(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const finish = (seconds: number | null) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    // Not every phone can read every film's length: the server reads it anyway.
    const timer = setTimeout(() => finish(null), 5000);
    video.preload = 'metadata';
    video.onloadedmetadata = () => finish(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => finish(null);
    video.src = url;
  });
}

async function hashOf(blob: Blob): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()));
  return btoa(String.fromCharCode(...digest)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The file as it will be sent, or why it is not sent: checked before a byte leaves the phone. */
export async function preparedFile(file: File): Promise<Prepared> {
  const type = pickedType(file);
  const early = fileProblem(file);
  if (early) return { refused: early };
  if (type.startsWith('video/')) {
    const late = fileProblem(file, await videoSeconds(file));
    if (late) return { refused: late };
    return { blob: file, type, kind: 'video', clientRef: await hashOf(file) };
  }
  const blob = await drawn(file, type);
  if (!blob || !UPLOAD_TYPES[blob.type]) return { refused: 'unreadable' };
  return { blob, type: blob.type, kind: 'photo', clientRef: await hashOf(blob) };
}
