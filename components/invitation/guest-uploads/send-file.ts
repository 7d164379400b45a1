import { Upload } from 'tus-js-client';
import { GUEST_UPLOADS } from '@/lib/wedding/guest-uploads';
import { Offline, type Send } from './upload-queue';

/** A resumable upload straight to Storage under the site's signature: cut off, it goes on from where it stopped. */
export const sendFile: Send = (file, place, events) =>
  new Promise((resolve, reject) => {
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
      onProgress: (sent, total) => events.progress(total ? sent / total : 0),
      onSuccess: () => resolve(),
      onError: (e) => reject(navigator.onLine ? e : new Offline()),
    });
    upload.start();
  });
