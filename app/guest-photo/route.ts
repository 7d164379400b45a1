import { guestPhotoResponse } from '@/lib/invitation/guest-photo';

/** A guest's own photo, resized for their screen and kept only by their browser (lib/invitation/guest-photo.ts). */
export async function GET(request: Request) {
  return guestPhotoResponse(new URL(request.url).searchParams);
}
