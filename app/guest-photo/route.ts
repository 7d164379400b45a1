import { guestPhotoResponse } from './answer';

export async function GET(request: Request) {
  return guestPhotoResponse(new URL(request.url).searchParams);
}
