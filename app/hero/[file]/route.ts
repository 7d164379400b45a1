import { heroPortrait } from '@/lib/invitation/hero-renditions';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const bytes = await heroPortrait((await params).file);
  if (!bytes) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } });
  return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=31536000, immutable' } });
}
