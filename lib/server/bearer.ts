import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares digests, which always have the same length, whatever was sent (any length, any characters). */
const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/** Whether the request's `Authorization: Bearer …` is exactly `secret`. */
export function hasBearer(request: Request, secret: string): boolean {
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  return timingSafeEqual(digest(given), digest(secret));
}
