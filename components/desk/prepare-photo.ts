// Re-drawn on the phone so no location or camera detail leaves it; the server prepares it again (never trusted).

export async function preparedInBrowser(file: File, maxWidth: number): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, maxWidth / bitmap.width, (maxWidth * 2) / bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    // A PNG may be see-through, which JPEG cannot keep.
    const type = file.type === 'image/png' ? 'image/webp' : 'image/jpeg';
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, type, 0.9));
    if (!blob) return file;
    const extension = blob.type === 'image/jpeg' ? 'jpg' : blob.type.split('/')[1];
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.${extension}`, { type: blob.type });
  } catch {
    // A format this browser cannot draw (HEIC on most): the server reads it, or says in words why not.
    return file;
  }
}

export function uploadWithProgress(url: string, file: File, progress: (percent: number) => void): Promise<boolean> {
  return new Promise((done) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('content-type', file.type);
    request.upload.onprogress = (e) => {
      if (e.lengthComputable) progress(Math.round((100 * e.loaded) / e.total));
    };
    request.onload = () => done(request.status >= 200 && request.status < 300);
    request.onerror = request.onabort = request.ontimeout = () => done(false);
    request.send(file);
  });
}
