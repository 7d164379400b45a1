import { noticesAnswer } from '@/lib/invitation/notices-answer';

export async function GET(request: Request, { params }: { params: Promise<{ guestId: string }> }) {
  return noticesAnswer((await params).guestId, request.headers);
}
