import { Upload } from 'tus-js-client';
import { GUEST_UPLOADS } from '@/lib/wedding/guest-uploads';
import { Offline, type Send } from './upload-queue';

// A connection that has gone quiet is given up on and taken up again from Storage's offset: weak signal often stalls rather than fails.
const STALLED_MS = 45_000;

/** A resumable upload straight to Storage under the site's signature: cut off, it goes on from where it stopped. */
export const sendFile: Send = (file, place, events, signal) =>
  new Promise((resolve, reject) => {
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const stop = (error: Error) => {
      clearTimeout(watchdog);
      void upload.abort();
      reject(error);
    };
    const watch = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => stop(new Error('the upload stalled')), STALLED_MS);
    };
    const upload = new Upload(file.blob, {
      endpoint: place.endpoint,
      ...(file.uploadUrl ? { uploadUrl: file.uploadUrl } : {}),
      headers: { 'x-signature': place.token },
      metadata: { bucketName: place.bucket, objectName: place.path, contentType: file.type, cacheControl: '3600' },
      chunkSize: GUEST_UPLOADS.chunkBytes,
      retryDelays: [0, 1000, 3000, 5000],
      storeFingerprintForResuming: false,
      onUploadUrlAvailable: () => {
        if (upload.url) events.url(upload.url);
      },
      onProgress: (sent, total) => {
        watch();
        events.progress(total ? sent / total : 0);
      },
      onSuccess: () => {
        clearTimeout(watchdog);
        resolve();
      },
      onError: (e) => stop(navigator.onLine ? e : new Offline()),
    });
    signal.addEventListener('abort', () => stop(new Offline()), { once: true });
    watch();
    upload.start();
  });
