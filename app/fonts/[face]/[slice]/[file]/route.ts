import { fontRequest } from '@/lib/i18n/script-faces';
import { GateBusy } from '@/lib/server/work-gate';
import { cutFont } from '@/lib/server/font-subset';

type Params = { params: Promise<{ face: string; slice: string; file: string }> };

// A script's face cut to a page's characters; the address names them all, so it never changes.
export async function GET(_request: Request, { params }: Params) {
  const { face, slice, file } = await params;
  const cut = fontRequest(face, slice, file);
  if (!cut) return new Response('No such font file', { status: 404, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } });
  try {
    const bytes = await cutFont(cut);
    return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'font/woff2', 'Cache-Control': 'public, max-age=31536000, immutable' } });
  } catch (error) {
    const busy = error instanceof GateBusy;
    return new Response(busy ? 'Busy: try again in a moment' : 'This font file could not be made', {
      status: 503,
      headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store', ...(busy ? { 'Retry-After': '1' } : {}) },
    });
  }
}
