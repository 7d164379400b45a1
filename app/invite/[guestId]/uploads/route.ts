import { listAnswer, ticketAnswer } from '@/lib/invitation/upload-answers';

type Context = { params: Promise<{ guestId: string }> };

export async function GET(request: Request, { params }: Context) {
  return listAnswer((await params).guestId, request.headers);
}

export async function POST(request: Request, { params }: Context) {
  return ticketAnswer((await params).guestId, request);
}
