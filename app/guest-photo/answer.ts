import 'server-only';
import { guestPhoto } from '@/lib/invitation/guest-photo';

const answer = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store', ...extra } });

export async function guestPhotoResponse(params: URLSearchParams, now = Date.now()): Promise<Response> {
  const result = await guestPhoto(params, now);
  if (result.status === 400) return answer(400, 'Bad request');
  if (result.status === 503) return answer(503, 'Busy', { 'Retry-After': '2' });
  if (result.status !== 200) return answer(404, 'Not found');
  return new Response(new Uint8Array(result.bytes), {
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(result.bytes.byteLength),
      'Cache-Control': `private, max-age=${result.maxAge}`,
    },
  });
}
