import { getWebManifest } from '@/lib/invitation/web-manifest';

export async function GET(_request: Request, { params }: { params: Promise<{ guestId: string }> }) {
  const manifest = await getWebManifest((await params).guestId);
  if (!manifest) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'private, no-cache' },
  });
}
