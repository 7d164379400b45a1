import { guestPhotoResponse } from '@/lib/invitation/guest-photo';

export async function GET(request: Request) {
  return guestPhotoResponse(new URL(request.url).searchParams);
}
