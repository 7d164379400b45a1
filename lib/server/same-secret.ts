import { createHash, timingSafeEqual } from 'node:crypto';

// Digests have one length whatever was sent, so the comparison takes the same time for any guess.
const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

export const sameSecret = (given: string, wanted: string): boolean => timingSafeEqual(digest(given), digest(wanted));
