import { serveContentMedia } from '@/lib/invitation/media-files';

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return serveContentMedia(path, request.headers.get('range'), new URL(request.url).searchParams);
}
