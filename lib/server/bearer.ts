import { createHash, timingSafeEqual } from 'node:crypto';

// Digests always have the same length, whatever was sent, so the comparison is constant-time.
const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

export function hasBearer(request: Request, secret: string): boolean {
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  return timingSafeEqual(digest(given), digest(secret));
}
