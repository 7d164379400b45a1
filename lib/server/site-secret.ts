import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { processSingleton } from './process-singleton';
import { sameSecret } from './same-secret';

// Unset, each process draws one: links then work only on the process that made them.
export function siteSecret(configured: string | null | undefined): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  return processSingleton('site-secret', () => randomBytes(32));
}

// An HMAC of the guest id, so only ids this site handed out can be counted.
export const openToken = (secret: Buffer, guestId: string) =>
  createHmac('sha256', secret).update(`guest-open\n${guestId.toLowerCase()}`).digest('base64url').slice(0, 22);

export const isOpenToken = (secret: Buffer, guestId: string, token: string): boolean => sameSecret(token, openToken(secret, guestId));
