import { uploadFileAnswer } from '@/lib/invitation/upload-file';

export async function GET(request: Request, { params }: { params: Promise<{ guestId: string; folder: string; file: string }> }) {
  const { guestId, folder, file } = await params;
  return uploadFileAnswer(guestId, folder, file, new URL(request.url).searchParams, request.headers);
}
