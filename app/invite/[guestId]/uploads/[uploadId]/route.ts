import { deleteAnswer } from '@/lib/invitation/upload-answers';
import { claimAnswer } from '@/lib/invitation/upload-claim';

type Context = { params: Promise<{ guestId: string; uploadId: string }> };

export async function POST(request: Request, { params }: Context) {
  const { guestId, uploadId } = await params;
  return claimAnswer(guestId, uploadId, request.headers);
}

export async function DELETE(request: Request, { params }: Context) {
  const { guestId, uploadId } = await params;
  return deleteAnswer(guestId, uploadId, request.headers);
}
